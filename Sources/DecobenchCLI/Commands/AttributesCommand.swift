import ArgumentParser
import DecobenchHarness
import DecorationBench

/// `decobench attributes`: the answer of `layoutAttributesForElements(in:)` as CSV.
struct AttributesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attributes",
        abstract: "Print the answer of layoutAttributesForElements(in:) for one rect, as CSV.",
        discussion: "Columns: \(AttributesCommand.columns.joined(separator: ",")). "
            + "Use --rect=-40,0,390,844 for a negative origin."
    )

    static let columns = ["category", "kind", "section", "item", "x", "y", "width", "height", "z_index"]

    @OptionGroup var source: DataSetOptions

    @Option(help: "The strategy that adds decorations.")
    var strategy: StrategyKind = .intervalTree

    @Option(
        help: ArgumentHelp("The query rect, X,Y,W,H.", valueName: "x,y,w,h"), transform: ArgumentValue.rect
    )
    var rect: Rect

    @OptionGroup var frameRuleOption: FrameRuleOption

    @Option(
        help: ArgumentHelp(
            "The collection view's bounds, X,Y,W,H: the content offset and the "
                + "view's size (default: 0,0 and the data set's size); pinned headers "
                + "and footers follow them.", valueName: "x,y,w,h"),
        transform: ArgumentValue.rect)
    var bounds: Rect?

    @Option(
        help: ArgumentHelp(
            "For a data set with estimatedItemSize: the frames before any cell is "
                + "measured (none, the default) or after every cell has been (all).",
            valueName: "none|all"))
    var measured: MeasuredCells?

    func run() throws {
        var dataSet = try source.load()
        if let bounds {
            guard bounds.width > 0, bounds.height > 0 else {
                throw CLIError(
                    "--bounds: width \(shortestDecimal(bounds.width)) and height "
                        + "\(shortestDecimal(bounds.height)) must both be > 0; give the collection view's size")
            }
            dataSet.collectionViewSize = bounds.size
            do {
                try dataSet.checkContentInset()
                try dataSet.validateInsets()
            } catch let error as DataSetError {
                throw CLIError("--bounds \(shortestDecimal(bounds.width))x\(shortestDecimal(bounds.height)): \(error)")
            }
        }
        let layout = strategy.makeLayout(dataSet: dataSet, frameRule: frameRuleOption.frameRule)
        if let bounds { layout.base.contentOffset = bounds.origin }
        layout.prepare()
        switch measured {
        case .all?:
            guard dataSet.isEstimatingSizes else {
                throw CLIError(
                    "--measured all: the data set has no \"estimatedItemSize\", so its cells do not measure "
                        + "themselves; add one, or leave out --measured")
            }
            layout.measureAllCells()
        case .none?, nil: break
        }
        try StandardStreams.output(Self.csv(layout.layoutAttributesForElements(in: rect)))
    }

    /// The rows for an answer, sorted by index path, then kind; numbers in their shortest
    /// round-trip form, so every frame reads back exactly.
    static func csv(_ answer: [LayoutAttributes]) -> String {
        let rows = answer.sorted(by: { $0.key < $1.key }).map { a in
            [
                a.category.rawValue, a.kind.rawValue, String(a.indexPath.section), String(a.indexPath.item),
                shortestDecimal(a.frame.minX), shortestDecimal(a.frame.minY), shortestDecimal(a.frame.width),
                shortestDecimal(a.frame.height), String(a.zIndex),
            ]
        }
        return CSVTable(header: columns, rows: rows).render()
    }
}

/// Which cells of a self-sizing data set `attributes` shows measured.
enum MeasuredCells: String, CaseIterable, ExpressibleByArgument {
    /// Before any cell is measured: every item at the effective estimate.
    case none
    /// After every cell has been measured.
    case all
}
