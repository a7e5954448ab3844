/// The strategies by name: what the CLI's `--strategies` accepts and the CSV's `strategy`
/// column holds.
public enum StrategyKind: String, CaseIterable, Sendable {
    /// No decorations: the base flow layout alone, the baseline for overhead.
    case none
    /// Seed 000's first try: a new shadow decoration per cell on every query.
    case perCell = "per-cell"
    /// Seed 000's second try: each visible section's decorations recomputed on every query.
    case perSection = "per-section"
    /// Seed 000's working code: the same, one attributes object per section kept in a dictionary.
    case cached
    /// Seeds 001/003: everything precomputed in `prepare()`, filtered by a scan.
    case linear
    /// Precomputed and sorted along the scroll axis; binary search, then a scan.
    case binarySearch = "binary-search"
    /// Precomputed; an interval tree over the scroll axis answers in O(log n + k).
    case intervalTree = "interval-tree"
    /// Precomputed; an augmented interval list searched from the last answer
    /// (``recommended``).
    case augmentedList = "augmented-list"
    /// Nothing precomputed: the sections within reach found by binary search over the base
    /// layout's section geometry, their decorations computed on query.
    case sectionSearch = "section-search"

    /// What the strategy does, one line, for `decobench list` and `--help`.
    public var summary: String {
        switch self {
        case .none: return "no decorations: the base flow layout alone"
        case .perCell: return "seed 000, first try: a new cell-shadow decoration per cell, every query"
        case .perSection: return "seed 000, second try: visible sections' decorations recomputed every query"
        case .cached: return "seed 000, working code: per-section attributes kept in a dictionary and reused"
        case .linear: return "seeds 001/003: precomputed in prepare(), filtered by a scan of all"
        case .binarySearch: return "precomputed, sorted along the scroll axis, binary search then scan"
        case .intervalTree: return "precomputed, implicit interval tree over the scroll axis, O(log n + k)"
        case .augmentedList: return "precomputed, augmented interval list searched from the last answer"
        case .sectionSearch: return "on query: binary search over the section geometry, sections within reach"
        }
    }

    /// Whether the strategy returns a section's decorations only when one of the section's
    /// cells or supplementary views is in the answer (the recipes' blind spot: a rect that
    /// shows only a section's inset gets no background).
    public var needsVisibleElement: Bool { self == .perSection || self == .cached }

    /// Calls `visitor` with the strategy's concrete type, so that generic code runs specialised
    /// for it (no existential on the hot path). `@inlinable`: inlined into a caller with a
    /// concrete visitor (the harness's `SubjectMaker`), each case instantiates the visitor's
    /// generic code for a concrete strategy, which the compiler then specialises.
    @inlinable
    public func visit<V: StrategyVisitor>(_ visitor: V) -> V.Result {
        switch self {
        case .none: return visitor.visit(NoDecorations.self)
        case .perCell: return visitor.visit(PerCellStrategy.self)
        case .perSection: return visitor.visit(PerSectionStrategy.self)
        case .cached: return visitor.visit(CachedStrategy.self)
        case .linear: return visitor.visit(LinearStrategy.self)
        case .binarySearch: return visitor.visit(BinarySearchStrategy.self)
        case .intervalTree: return visitor.visit(IntervalTreeStrategy.self)
        case .augmentedList: return visitor.visit(AugmentedListStrategy.self)
        case .sectionSearch: return visitor.visit(SectionSearchStrategy.self)
        }
    }

    /// A new, unprepared layout of this strategy over `dataSet`, behind an existential (for
    /// tests and tools; the harness uses ``visit(_:)``).
    public func makeLayout(dataSet: DataSet, frameRule: FrameRule = .exact) -> any AnyDecoratedLayout {
        visit(LayoutMaker(dataSet: dataSet, frameRule: frameRule))
    }
}

/// Generic code to run with a strategy's concrete type; see ``StrategyKind/visit(_:)``.
public protocol StrategyVisitor {
    associatedtype Result
    func visit<S: DecorationStrategy>(_ type: S.Type) -> Result
}

private struct LayoutMaker: StrategyVisitor {
    let dataSet: DataSet
    let frameRule: FrameRule
    func visit<S: DecorationStrategy>(_ type: S.Type) -> any AnyDecoratedLayout {
        DecoratedLayout<S>(dataSet: dataSet, frameRule: frameRule)
    }
}
