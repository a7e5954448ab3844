// The edits themselves, unchecked: the checks in BatchEditor.swift have run. Separators follow
// the items they sit before; one before a removed item goes with it.

extension BatchEditor {
    mutating func removeItems(_ s: Int, _ range: Range<Int>) {
        dataSet.sections[s].removeItems(range)
        touched[s] = true
        dataSet.separators = dataSet.separators.compactMap { sep in
            let p = sep.indexPath
            guard p.section == s, p.item >= range.lowerBound else { return sep }
            if p.item < range.upperBound { return nil }
            return Separator(before: IndexPath(item: p.item - range.count, section: s), thickness: sep.thickness)
        }
    }

    mutating func insertItems(_ s: Int, _ n: Int, of size: Size, at i: Int) {
        dataSet.sections[s].insertItems(n, of: size, at: i)
        touched[s] = true
        dataSet.separators = dataSet.separators.map { sep in
            let p = sep.indexPath
            guard p.section == s, p.item >= i else { return sep }
            return Separator(before: IndexPath(item: p.item + n, section: s), thickness: sep.thickness)
        }
    }

    mutating func removeSection(_ s: Int) {
        dataSet.sections.remove(at: s)
        origin.remove(at: s)
        touched.remove(at: s)
        dataSet.separators = dataSet.separators.compactMap { sep in
            let p = sep.indexPath
            guard p.section >= s else { return sep }
            if p.section == s { return nil }
            return Separator(before: IndexPath(item: p.item, section: p.section - 1), thickness: sep.thickness)
        }
    }

    mutating func insertSection(_ spec: SectionSpec, at s: Int, origin o: Int, touched t: Bool) {
        dataSet.sections.insert(spec, at: s)
        origin.insert(o, at: s)
        touched.insert(t, at: s)
        dataSet.separators = dataSet.separators.map { sep in
            let p = sep.indexPath
            guard p.section >= s else { return sep }
            return Separator(before: IndexPath(item: p.item, section: p.section + 1), thickness: sep.thickness)
        }
    }
}
