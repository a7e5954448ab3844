extension StrategyKind {
    /// The strategy the benchmark recommends: what `decobench run`'s verdict names, and whose
    /// overhead over ``none`` it reports.
    ///
    /// It draws every decoration (a section's background even where only its inset is on
    /// screen), precomputes them once per `prepare()`, and answers a query from an augmented
    /// interval list searched from the last answer, so a scroll costs O(log n + k) or less.
    public static let recommended = StrategyKind.augmentedList
}
