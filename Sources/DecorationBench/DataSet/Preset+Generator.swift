extension Preset {
    /// A preset's data set while it is generated: the random stream, the data set so far and
    /// the items still to place. Each `build` method gives one shape; the draws are made in the
    /// order the shape was written in, so a preset, size and seed always give the same data set.
    struct Generator {
        var rng: SplitMix64
        var ds = DataSet(collectionViewSize: Size(width: 390, height: 844), sections: [])
        /// The items the preset asked for, and those not placed yet.
        let total: Int
        var remaining: Int

        init(total: Int, rng: SplitMix64) {
            self.rng = rng
            self.total = total
            remaining = total
        }

        /// A section's item count drawn from `range`, at most the items remaining.
        mutating func sectionSize(_ range: ClosedRange<Int>) -> Int { min(remaining, rng.int(in: range)) }

        /// Sections of `counts` items of one size, a badge on every `every`-th: `grid`,
        /// `horizontal` and `pinned`.
        mutating func appendUniform(_ counts: ClosedRange<Int>, _ size: Size, badge: String, every: Int) {
            while remaining > 0 {
                let n = sectionSize(counts)
                var spec = SectionSpec(items: .uniform(count: n, size: size))
                if ds.sections.count % every == 0 { spec.decoration.badge = .init(imageName: badge) }
                ds.sections.append(spec)
                remaining -= n
            }
        }

        /// The feed's sections, shared by `feed` and `selfSizing` (which differ in the heights
        /// drawn).
        mutating func buildFeed(heights: ClosedRange<Double>) {
            ds.sectionInset = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
            ds.headerReferenceSize = Size(width: 0, height: 44)
            ds.footerReferenceSize = Size(width: 0, height: 24)
            while remaining > 0 {
                let n = sectionSize(2...8)
                let sizes = (0..<n).map { _ in Size(width: 366, height: rng.double(in: heights).rounded()) }
                var spec = SectionSpec(items: .sizes(sizes))
                spec.decoration.insets = EdgeInsets(top: -4, left: 4, bottom: -4, right: 4)
                if ds.sections.count % 4 == 0 { spec.decoration.badge = .init(imageName: "new") }
                ds.sections.append(spec)
                remaining -= n
            }
        }

        mutating func buildGrid(horizontal: Bool) {
            if horizontal {
                ds.scrollDirection = .horizontal
                ds.collectionViewSize = Size(width: 390, height: 560)
                ds.headerReferenceSize = Size(width: 32, height: 0)
            } else {
                ds.headerReferenceSize = Size(width: 0, height: 40)
            }
            ds.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            ds.minimumInteritemSpacing = 4
            ds.minimumLineSpacing = 4
            appendUniform(4...16, Size(width: 120, height: 120), badge: "album", every: 3)
        }

        mutating func buildSmallSections() {
            ds.headerReferenceSize = Size(width: 0, height: 28)
            ds.footerReferenceSize = Size(width: 0, height: 12)
            ds.sectionInset = EdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
            while remaining > 0 {
                let n = sectionSize(1...3)
                ds.sections.append(SectionSpec(items: .uniform(count: n, size: Size(width: 358, height: 56))))
                remaining -= n
            }
        }

        mutating func buildHugeSections() {
            ds.headerReferenceSize = Size(width: 0, height: 60)
            ds.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            for s in 0..<4 {
                let n = total / 4 + (s < total % 4 ? 1 : 0)
                var spec = SectionSpec(items: .uniform(count: n, size: Size(width: 90, height: 90)))
                spec.decoration.badge = .init(imageName: "section")
                ds.sections.append(spec)
            }
        }

        mutating func buildMixed() {
            ds.headerReferenceSize = Size(width: 0, height: 32)
            ds.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            ds.minimumInteritemSpacing = 4
            ds.minimumLineSpacing = 4
            let giant = max(1, total / 50)
            while remaining > 0 {
                let n = ds.sections.count % 500 == 499 ? min(remaining, giant) : sectionSize(2...12)
                var spec = SectionSpec(items: .uniform(count: n, size: Size(width: 90, height: 90)))
                if ds.sections.count % 7 == 0 { spec.decoration.badge = .init(imageName: "tag") }
                ds.sections.append(spec)
                remaining -= n
            }
        }

        mutating func buildVariable() {
            ds.sectionInset = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
            ds.headerReferenceSize = Size(width: 0, height: 36)
            while remaining > 0 {
                let n = sectionSize(10...30)
                let sizes = (0..<n).map { _ in
                    Size(width: rng.double(in: 40...220).rounded(), height: rng.chance(0.2) ? 44 : 32)
                }
                var spec = SectionSpec(items: .sizes(sizes))
                if rng.chance(0.3) { spec.minimumInteritemSpacing = 6 }
                if rng.chance(0.3) { spec.inset = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8) }
                spec.decoration.color = RGBAColor(rgba: rng.chance(0.5) ? 0xF2F2_F7FF : 0xFFF4_E5FF)
                ds.sections.append(spec)
                remaining -= n
            }
        }

        mutating func buildOverlapping() {
            ds.headerReferenceSize = Size(width: 0, height: 36)
            ds.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            while remaining > 0 {
                let n = sectionSize(3...12)
                var spec = SectionSpec(items: .uniform(count: n, size: Size(width: 180, height: 140)))
                let reach = ds.sections.count % 200 == 199 ? 6_000.0 : 0
                spec.decoration.insets = EdgeInsets(top: -48 - reach, left: -4, bottom: -30 - reach, right: -4)
                spec.decoration.badge = .init(imageName: "badge")
                ds.sections.append(spec)
                remaining -= n
            }
        }

        /// A contacts list under a navigation bar: a letter header pinned below the bar (the
        /// adjusted content inset's top), rows in a card per section.
        mutating func buildPinned() {
            ds.sectionHeadersPinToVisibleBounds = true
            ds.contentInset = EdgeInsets(top: 91, left: 0, bottom: 0, right: 0)
            ds.headerReferenceSize = Size(width: 0, height: 28)
            ds.sectionInset = EdgeInsets(top: 0, left: 16, bottom: 12, right: 16)
            ds.minimumLineSpacing = 0
            appendUniform(5...40, Size(width: 358, height: 44), badge: "favourite", every: 8)
        }

        mutating func buildSeparated() {
            ds.headerReferenceSize = Size(width: 0, height: 36)
            ds.minimumLineSpacing = 1
            while remaining > 0 {
                let n = sectionSize(50...200)
                let section = ds.sections.count
                let sizes = (0..<n).map { _ in Size(width: 390, height: rng.chance(0.3) ? 88 : 60) }
                for item in 1..<max(1, n) where rng.chance(1.0 / 12) {
                    ds.separators.append(Separator(before: IndexPath(item: item, section: section), thickness: 24))
                }
                ds.sections.append(SectionSpec(items: .sizes(sizes)))
                remaining -= n
            }
        }
    }
}
