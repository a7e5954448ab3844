import DecorationBench

// MARK: - The registered strategies

extension StrategyKind {
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

    /// What of the base layout the strategy reads (`DecorationStrategy.tier`); `nil` when the
    /// name is not registered here (a row of another executable's run).
    public var tier: StrategyTier? { strategyType?.tier }

    /// What the strategy reads when it draws under `rule` (`FrameRule.tier(of:drawing:)`);
    /// public for a strategy that is not registered.
    public func tier(under rule: FrameRule) -> StrategyTier {
        guard let type = strategyType else { return .publicAPI }
        return rule.tier(of: type.tier, drawing: type.expectation)
    }

    /// What the brute-force oracle expects of the strategy (`DecorationStrategy.expectation`).
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
    /// The first try of njooma, "Decorating UICollectionViewCells" (2018): a new shadow decoration
    /// per cell on every query.
    public static let perCell = PerCellStrategy.kind
    /// The second try of njooma, "Decorating UICollectionViewCells" (2018): each visible section's
    /// decorations recomputed on every query.
    public static let perSection = PerSectionStrategy.kind
    /// The working code of njooma, "Decorating UICollectionViewCells" (2018): the same, one
    /// attributes object per section kept in a dictionary.
    public static let cached = CachedStrategy.kind
    /// Everything precomputed in `prepare()`, filtered by a scan: the recipe of Beyza Sığınmış,
    /// "Creating Reusable Views with Custom Flow Layout in Swift" (2023), and of
    /// "UICollectionView-DecorationView 开发总结" (2018).
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
    /// each section's frames and objects kept from the first query that reaches it.
    public static let sectionCache = SectionCacheStrategy.kind
    /// On the public tier: a table of the sections' extents, asked of `super` once per
    /// geometry, binary-searched by every query.
    public static let extentTable = ExtentTableStrategy.kind
    /// On the public tier: each section's extent asked of `super` the first time a query
    /// reaches it, the sections named by the base layout's own answer (``recommended``).
    public static let lazyExtents = LazyExtentsStrategy.kind

    /// The strategy the benchmark recommends among the built-ins: what `decobench run`'s verdict
    /// names unless a user's strategy beats it in the run, and whose overhead over ``none`` it
    /// reports. It is on the public tier (`StrategyTier.publicAPI`): code an app can ship.
    ///
    /// It draws every decoration (a section's background even where only its inset is on
    /// screen) and makes each attributes object the first time a query returns it. Why this one:
    /// the article *The strategies*, and the headline of `results/SUMMARY.md`.
    public static let recommended = StrategyKind.lazyExtents
}
