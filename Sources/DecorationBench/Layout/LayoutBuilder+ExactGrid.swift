// Whether the lengths a layout sums along the scroll axis lie on `ExactGrid`, checked as the
// builder reads them: the defaults and separators once, a section's overrides (only those it
// has) and its items as it is placed. A layout of whole or half points passes; 33.3 does not.

extension LayoutBuilder {
    /// Whether the layout's own lengths along the scroll axis (spacings, section inset, header
    /// and footer) and every separator's thickness lie on the grid.
    ///
    /// - Complexity: O(separators).
    static func defaultsOnExactGrid(_ ds: DataSet, separators: [Separator]) -> Bool {
        let vertical = ds.scrollDirection == .vertical
        return ExactGrid.contains(ds.minimumLineSpacing) && ExactGrid.contains(ds.minimumInteritemSpacing)
            && insetsOnExactGrid(ds.sectionInset, vertical: vertical)
            && ExactGrid.contains(vertical ? ds.headerReferenceSize.height : ds.headerReferenceSize.width)
            && ExactGrid.contains(vertical ? ds.footerReferenceSize.height : ds.footerReferenceSize.width)
            && separators.allSatisfy { ExactGrid.contains($0.thickness) }
    }

    /// Whether the lengths along the scroll axis that `section` overrides lie on the grid.
    ///
    /// Reads the five optionals a section may override and nothing else: a section with none
    /// costs five tests of `nil`.
    ///
    /// - Complexity: O(1).
    func overridesOnExactGrid(_ section: Int) -> Bool {
        let ds = dataSet, vertical = self.vertical
        if let inset = ds.sections[section].inset, !Self.insetsOnExactGrid(inset, vertical: vertical) { return false }
        if let l = ds.sections[section].minimumLineSpacing, !ExactGrid.contains(l) { return false }
        if let s = ds.sections[section].minimumInteritemSpacing, !ExactGrid.contains(s) { return false }
        if let h = ds.sections[section].headerReferenceSize, !ExactGrid.contains(vertical ? h.height : h.width) {
            return false
        }
        if let f = ds.sections[section].footerReferenceSize, !ExactGrid.contains(vertical ? f.height : f.width) {
            return false
        }
        return true
    }

    private static func insetsOnExactGrid(_ inset: EdgeInsets, vertical: Bool) -> Bool {
        ExactGrid.contains(vertical ? inset.top : inset.left)
            && ExactGrid.contains(vertical ? inset.bottom : inset.right)
    }
}
