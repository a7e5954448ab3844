import DecorationBench

/// An independent, deliberately naive implementation of the flow-layout rules, written from the
/// rule text in vertical coordinates only (horizontal data sets are transposed in and out).
/// The model must agree with it frame for frame. Separators are applied afterwards, by brute
/// force, from the rule text in `Separator`'s documentation.
enum ReferenceFlowLayout {
    struct Output {
        var headers: [Int: Rect] = [:]
        var footers: [Int: Rect] = [:]
        var items: [IndexPath: Rect] = [:]
        var separators: [IndexPath: Rect] = [:]
        var contentSize = Size.zero
    }

    static func frames(_ ds: DataSet) -> Output {
        shifted(unshiftedFrames(ds), by: ds.separators, ds.scrollDirection)
    }

    /// Moves every element by the thicknesses of the separators before it in index-path order,
    /// and places the separators: O(elements × separators), on purpose.
    static func shifted(_ base: Output, by separators: [Separator], _ direction: ScrollDirection) -> Output {
        func move(_ r: Rect, _ d: Double) -> Rect {
            direction == .vertical ? Rect(x: r.minX, y: r.minY + d, width: r.width, height: r.height)
                : Rect(x: r.minX + d, y: r.minY, width: r.width, height: r.height)
        }
        func sum(_ include: (Separator) -> Bool) -> Double { separators.filter(include).reduce(0) { $0 + $1.thickness } }
        var out = Output()
        for (s, r) in base.headers { out.headers[s] = move(r, sum { $0.indexPath.section < s }) }
        for (s, r) in base.footers { out.footers[s] = move(r, sum { $0.indexPath.section <= s }) }
        for (p, r) in base.items { out.items[p] = move(r, sum { $0.indexPath <= p }) }
        for sep in separators {
            let at = move(base.items[sep.indexPath]!, sum { $0.indexPath < sep.indexPath })
            out.separators[sep.indexPath] = direction == .vertical
                ? Rect(x: at.minX, y: at.minY, width: at.width, height: sep.thickness)
                : Rect(x: at.minX, y: at.minY, width: sep.thickness, height: at.height)
        }
        let total = sum { _ in true }
        out.contentSize = direction == .vertical
            ? Size(width: base.contentSize.width, height: base.contentSize.height + total)
            : Size(width: base.contentSize.width + total, height: base.contentSize.height)
        return out
    }

    static func unshiftedFrames(_ ds: DataSet) -> Output {
        let horizontal = ds.scrollDirection == .horizontal
        func t(_ s: Size) -> Size { horizontal ? Size(width: s.height, height: s.width) : s }
        func t(_ i: EdgeInsets) -> EdgeInsets { horizontal ? EdgeInsets(top: i.left, left: i.top, bottom: i.right, right: i.bottom) : i }
        func t(_ r: Rect) -> Rect { horizontal ? Rect(x: r.minY, y: r.minX, width: r.height, height: r.width) : r }
        let width = t(ds.collectionViewSize).width
        var out = Output()
        var y = 0.0
        for s in ds.sections.indices {
            let spec = ds.sections[s]
            let inset = t(spec.inset ?? ds.sectionInset)
            let header = t(spec.headerReferenceSize ?? ds.headerReferenceSize).height
            let footer = t(spec.footerReferenceSize ?? ds.footerReferenceSize).height
            let ls = spec.minimumLineSpacing ?? ds.minimumLineSpacing
            let s_ = spec.minimumInteritemSpacing ?? ds.minimumInteritemSpacing
            if header > 0 { out.headers[s] = t(Rect(x: 0, y: y, width: width, height: header)); y += header }
            y += inset.top
            let avail = width - inset.left - inset.right
            let sizes = (0..<spec.itemCount).map { t(spec.sizeOfItem($0)) }
            if !sizes.isEmpty {
                // Lines: uniform sections fill perRow per line, variable ones break greedily.
                var lines: [[Int]] = []
                let uniform = sizes.allSatisfy { $0 == sizes[0] }
                if uniform {
                    let perRow = max(1, Int(((avail + s_) / (sizes[0].width + s_) + 1e-9).rounded(.down)))
                    var i = 0
                    while i < sizes.count { lines.append(Array(i..<min(sizes.count, i + perRow))); i += perRow }
                } else {
                    var current: [Int] = []
                    var remaining = avail
                    for i in sizes.indices {
                        if !current.isEmpty && sizes[i].width > remaining + 1e-9 { lines.append(current); current = []; remaining = avail }
                        current.append(i)
                        remaining -= sizes[i].width + s_
                    }
                    lines.append(current)
                }
                let allSingle = lines.allSatisfy { $0.count == 1 }
                var previousLeftover: Double?
                for (l, line) in lines.enumerated() {
                    let sumW = line.reduce(0) { $0 + sizes[$1].width }
                    let lineH = line.map { sizes[$0].height }.max()!
                    let leftover = avail - sumW - Double(line.count - 1) * s_
                    let last = l == lines.count - 1
                    var xs: [Double] = []
                    if uniform && line.count > 0 {
                        let w = sizes[0].width
                        let perRow = lines[0].count
                        if perRow == 1 { xs = [inset.left + (avail - w) / 2] } else {
                            let gap = (avail - Double(perRow) * w) / Double(perRow - 1)
                            xs = line.indices.map { inset.left + (w + gap) * Double($0) }
                        }
                    } else if line.count == 1 && (!last || allSingle || previousLeftover.map({ abs($0 - leftover) < 1e-9 }) == true) {
                        xs = [inset.left + (avail - sumW) / 2]
                    } else if !last || previousLeftover.map({ abs($0 - leftover) < 1e-9 }) == true {
                        let gap = (avail - sumW) / Double(line.count - 1)
                        var x = inset.left
                        for i in line { xs.append(x); x += sizes[i].width + gap }
                    } else {
                        var x = inset.left
                        for i in line { xs.append(x); x += sizes[i].width + s_ }
                    }
                    for (k, i) in line.enumerated() {
                        out.items[IndexPath(item: i, section: s)] = t(Rect(x: xs[k], y: y + (lineH - sizes[i].height) / 2,
                                                                            width: sizes[i].width, height: sizes[i].height))
                    }
                    y += lineH + (last ? 0 : ls)
                    previousLeftover = leftover
                }
            }
            y += inset.bottom
            if footer > 0 { out.footers[s] = t(Rect(x: 0, y: y, width: width, height: footer)); y += footer }
        }
        out.contentSize = t(Size(width: width, height: y))
        return out
    }
}
