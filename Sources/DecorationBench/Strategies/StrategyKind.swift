/// A strategy's name: what the CLI's `--strategies` accepts, the CSV's `strategy` column holds
/// and the plots label, for a built-in strategy and for one of a user's alike.
///
/// Any name of lowercase letters, digits and `-` is a `StrategyKind`, so that a CSV written by
/// another executable (a user's, with strategies of its own) reads as plain text. Which names
/// this executable can *run* is ``StrategyRegistry``'s: the built-ins, then those a user
/// registered (``allCases``).
///
/// ```swift
/// StrategyKind.augmentedList.rawValue          // "augmented-list"
/// StrategyKind(rawValue: "my-backgrounds")     // a name; runnable once registered
/// ```
public struct StrategyKind: Hashable, Sendable, RawRepresentable, CaseIterable, CustomStringConvertible {
    /// The name.
    public let rawValue: String

    /// The kind named `rawValue`, or `nil` when it is not a name: empty, or holding anything but
    /// lowercase ASCII letters, digits and `-`.
    public init?(rawValue: String) {
        guard Self.isWellFormed(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// A name known to be well formed (a built-in's, or a registered type's).
    init(checked name: String) {
        precondition(Self.isWellFormed(name), "StrategyKind: '\(name)' is not a name")
        rawValue = name
    }

    /// Whether `name` can name a strategy: lowercase ASCII letters, digits and `-`, at least one.
    ///
    /// - Complexity: O(length).
    public static func isWellFormed(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
    }

    public var description: String { rawValue }

    /// Every strategy this executable can run, built-ins first, in the order tables list them.
    ///
    /// - Complexity: O(strategies).
    public static var allCases: [StrategyKind] { StrategyRegistry.registered.map { $0.kind } }

    /// The strategy type of this name, when registered.
    ///
    /// - Complexity: O(strategies).
    public var strategyType: (any DecorationStrategy.Type)? { StrategyRegistry.type(named: rawValue) }

    /// Whether the name is one of the package's own strategies (not a user's).
    public var isBuiltIn: Bool { StrategyRegistry.builtIns.contains { $0.name == rawValue } }

    /// What the strategy does, one line, for `decobench list` and `--help`; empty when unknown.
    public var summary: String { strategyType?.summary ?? "" }

    /// What the brute-force oracle expects of the strategy (``DecorationStrategy/expectation``).
    ///
    /// - Precondition: the strategy is registered.
    public var expectation: DecorationExpectation {
        guard let type = strategyType else {
            preconditionFailure("StrategyKind: no strategy named '\(rawValue)' is registered")
        }
        return type.expectation
    }

    /// Whether the strategy returns a section's decorations only when one of the section's
    /// cells or supplementary views is in the answer (the recipes' blind spot).
    public var needsVisibleElement: Bool { expectation == .sectionDecorationsOfVisibleSections }
}

// MARK: - The built-ins

extension StrategyKind {
    /// No decorations: the base flow layout alone, the baseline for overhead.
    public static let none = NoDecorations.kind
    /// Seed 000's first try: a new shadow decoration per cell on every query.
    public static let perCell = PerCellStrategy.kind
    /// Seed 000's second try: each visible section's decorations recomputed on every query.
    public static let perSection = PerSectionStrategy.kind
    /// Seed 000's working code: the same, one attributes object per section kept in a dictionary.
    public static let cached = CachedStrategy.kind
    /// Seeds 001/003: everything precomputed in `prepare()`, filtered by a scan.
    public static let linear = LinearStrategy.kind
    /// Precomputed and sorted along the scroll axis; binary search, then a scan.
    public static let binarySearch = BinarySearchStrategy.kind
    /// Precomputed; an interval tree over the scroll axis answers in O(log n + k).
    public static let intervalTree = IntervalTreeStrategy.kind
    /// Precomputed; an augmented interval list searched from the last answer.
    public static let augmentedList = AugmentedListStrategy.kind
    /// Nothing precomputed: the sections within reach found by binary search over the base
    /// layout's section geometry, their decorations computed on query.
    public static let sectionSearch = SectionSearchStrategy.kind
    /// Nothing precomputed: the sections within reach found as `section-search` finds them,
    /// each section's frames and objects kept from the first query that reaches it
    /// (``recommended``).
    public static let sectionCache = SectionCacheStrategy.kind

    /// The strategy the benchmark recommends among the built-ins: what `decobench run`'s verdict
    /// names unless a user's strategy beats it in the run, and whose overhead over ``none`` it
    /// reports.
    ///
    /// It draws every decoration (a section's background even where only its inset is on
    /// screen), builds nothing when the layout changes (a `prepare()`, a batch, a self-sizing or
    /// pinned-header frame), and answers a scroll from each section's frames and objects, kept
    /// from the first query that reaches it: one strategy for static and moving layouts.
    public static let recommended = StrategyKind.sectionCache
}

// MARK: - Running generic code for a strategy

extension StrategyKind {
    /// Calls `visitor` with the strategy's concrete type, so that generic code runs for it with
    /// no existential on the hot path.
    ///
    /// A built-in's case names its type, and an `@inlinable` call from a concrete visitor (the
    /// harness's `SubjectMaker`) is specialised for it; any other registered type is opened from
    /// its existential and runs the generic code unspecialised, as a user's strategy must.
    ///
    /// - Precondition: the strategy is registered.
    @inlinable
    public func visit<V: StrategyVisitor>(_ visitor: V) -> V.Result {
        switch rawValue {
        case "none": return visitor.visit(NoDecorations.self)
        case "per-cell": return visitor.visit(PerCellStrategy.self)
        case "per-section": return visitor.visit(PerSectionStrategy.self)
        case "cached": return visitor.visit(CachedStrategy.self)
        case "linear": return visitor.visit(LinearStrategy.self)
        case "binary-search": return visitor.visit(BinarySearchStrategy.self)
        case "interval-tree": return visitor.visit(IntervalTreeStrategy.self)
        case "augmented-list": return visitor.visit(AugmentedListStrategy.self)
        case "section-search": return visitor.visit(SectionSearchStrategy.self)
        case "section-cache": return visitor.visit(SectionCacheStrategy.self)
        default:
            guard let type = strategyType else {
                preconditionFailure("StrategyKind: no strategy named '\(rawValue)' is registered")
            }
            return Self.open(type, visitor)
        }
    }

    /// `visitor` with the concrete type inside `type` (Swift opens the existential).
    @usableFromInline
    static func open<V: StrategyVisitor>(_ type: any DecorationStrategy.Type, _ visitor: V) -> V.Result {
        visitor.visit(type)
    }

    /// A new, unprepared layout of this strategy over `dataSet`, behind an existential (for
    /// tests and tools; the harness uses ``visit(_:)``).
    ///
    /// - Precondition: the strategy is registered.
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
