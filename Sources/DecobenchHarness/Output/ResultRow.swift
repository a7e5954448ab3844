import DecorationBench
import DecorationStrategies

/// One row of a run's CSV: a data set × strategy × scenario × allocator.
///
/// ``schema`` is the only definition of the file's columns: their names and order, how each is
/// written and how it is read back (and checked) by `compare`. A new column is a stored property
/// (here, or in ``Statistics`` or ``Counters``), the line that computes it, and one line in the
/// schema; mark it `mayBeAbsent` (with an optional type, so that absent reads as `nil`, not 0)
/// while committed baselines lack it.
package struct ResultRow: Equatable {
    package var preset = ""
    package var seed: UInt64 = 0
    package var scrollDirection = ScrollDirection.vertical
    package var sections = 0
    package var items = 0
    package var strategy = StrategyKind.none
    package var scenario = Scenario.scroll
    package var allocator = AllocatorChoice.system
    package var frameRule = FrameRule.standard
    /// Time per operation over the timed samples, in nanoseconds.
    package var timing = Statistics()
    /// What one operation returned, examined and allocated (a deterministic pass).
    package var counters = Counters()
    /// Heap the strategy's layout retained after `prepare()`; -1 when the allocator cannot say.
    package var retainedBytes = 0
    /// The median over the timed rounds of this strategy's sample over `none`'s sample of the
    /// same round (a paired ratio), with its 95% confidence interval.
    package var ratioToNone: Double?
    package var ratioToNoneLow: Double?
    package var ratioToNoneHigh: Double?
    package var ratioToLinear: Double?
    /// What the harness noticed about the figures: below `none`, a wide interval, a busy machine.
    package var flags: [RowFlag] = []
    /// Whether the strategy's answers on this data set matched the brute-force oracle; nil when
    /// the CSV does not say (a file from before the column).
    package var verified: Verification?
    /// Where the row came from: build mode, revision, toolchain, machine, time.
    package var provenance = Provenance()
    /// The collection-view simulator's counts over the scroll path (scroll rows only).
    package var simulation: CollectionViewSimulator.Report?

    /// Per operation (a query, a prepare, a start or an update), averaged over one pass.
    package struct Counters: Equatable {
        package var elements = 0.0
        package var decorations = 0.0
        package var examined = 0.0
        package var allocations = 0.0
        /// Decorations the strategy's `prepare()` computed (``DecorationStrategy/recomputed``):
        /// per frame in pinned-scroll; `nil` in files from before the column.
        package var recomputed: Double?
        /// Calls to `super` per operation, by kind (``CallsToSuper``); `nil` in files from
        /// before the columns.
        package var superItems: Double?
        package var superSupplementary: Double?
        package var superElementQueries: Double?
        package var superSizesAndCounts: Double?

        /// Counts with the four that every row has; the calls to super are absent.
        package init(
            elements: Double = 0, decorations: Double = 0, examined: Double = 0, allocations: Double = 0,
            recomputed: Double? = nil
        ) {
            (self.elements, self.decorations, self.examined, self.allocations) = (
                elements, decorations, examined, allocations
            )
            self.recomputed = recomputed
        }

        /// Calls to `super` per operation, of every kind; `nil` in files from before the columns.
        package var superCalls: Double? {
            guard let superItems, let superSupplementary, let superElementQueries, let superSizesAndCounts else {
                return nil
            }
            return superItems + superSupplementary + superElementQueries + superSizesAndCounts
        }

        /// Sets the calls-to-super counters from `calls` made over `operations` operations.
        package mutating func setCalls(_ calls: CallsToSuper, over operations: Double) {
            superItems = Double(calls.items) / operations
            superSupplementary = Double(calls.supplementaryViews) / operations
            superElementQueries = Double(calls.elementQueries) / operations
            superSizesAndCounts = Double(calls.sizesAndCounts) / operations
        }
    }

    package nonisolated(unsafe) static let schema = CSVSchema<ResultRow>(
        [
            .init("preset", \.preset, .text, identifies: true),
            .init("seed", \.seed, .seed, identifies: true),
            .init("scroll_direction", \.scrollDirection, .name, identifies: true),
            .init("sections", \.sections, .count()),
            .init("items", \.items, .count(), identifies: true),
            .init("strategy", \.strategy, .strategyName, identifies: true),
            .init("scenario", \.scenario, .name, identifies: true),
            .init("allocator", \.allocator, .name, identifies: true),
            .init("frame_rule", \.frameRule, .name, identifies: true),
            .init("samples", \.timing.count, .count(atLeast: 1)),
            .init("median_ns", \.timing.median, .decimal(places: 1)),
            .init("p10_ns", \.timing.p10, .decimal(places: 1)),
            .init("p90_ns", \.timing.p90, .decimal(places: 1)),
            .init("p99_ns", \.timing.p99, .decimal(places: 1)),
            .init("min_ns", \.timing.min, .decimal(places: 1)),
            .init("elements_per_query", \.counters.elements, .decimal(places: 3)),
            .init("decorations_per_query", \.counters.decorations, .decimal(places: 3)),
            .init("examined_per_query", \.counters.examined, .decimal(places: 3)),
            .init("allocations_per_query", \.counters.allocations, .decimal(places: 3)),
            .init("retained_bytes", \.retainedBytes, .integer),
            .init("ratio_to_none", \.ratioToNone, .optional(.decimal(places: 4))),
            .init("ratio_to_linear", \.ratioToLinear, .optional(.decimal(places: 4))),
            .init("build", \.provenance.build, .text, describesRun: true),
            .init("git_revision", \.provenance.gitRevision, .text, describesRun: true),
            .init("swift_version", \.provenance.swiftVersion, .text, describesRun: true),
            .init("host", \.provenance.host, .text, describesRun: true),
            .init("cpu", \.provenance.cpu, .text, describesRun: true),
            .init("timestamp", \.provenance.timestamp, .text, describesRun: true),
        ] + CollectionViewSimulator.Report.columns.enumerated().map(simulationColumn) + laterColumns,
        ordered: [
            ["min_ns", "p10_ns", "median_ns", "p90_ns", "p99_ns"],
            ["median_ns_ci_low", "median_ns", "median_ns_ci_high"],
            ["ratio_to_none_ci_low", "ratio_to_none", "ratio_to_none_ci_high"],
        ])

    /// Columns added after the simulator's: files from before them may lack them.
    private nonisolated(unsafe) static let laterColumns: [CSVColumn<ResultRow>] = [
        .init("ratio_to_none_ci_low", \.ratioToNoneLow, .optional(.decimal(places: 4)), mayBeAbsent: true),
        .init("ratio_to_none_ci_high", \.ratioToNoneHigh, .optional(.decimal(places: 4)), mayBeAbsent: true),
        .init("median_ns_ci_low", \.timing.medianLow, .decimal(places: 1), mayBeAbsent: true),
        .init("median_ns_ci_high", \.timing.medianHigh, .decimal(places: 1), mayBeAbsent: true),
        .init("flags", \.flags, CSVFormat<RowFlag>.names, mayBeAbsent: true),
        .init("kernel", \.provenance.kernel, .text, mayBeAbsent: true, describesRun: true),
        .init("governor", \.provenance.governor, .text, mayBeAbsent: true, describesRun: true),
        .init("load_start", \.provenance.loadStart, .text, mayBeAbsent: true, describesRun: true),
        .init("load_end", \.provenance.loadEnd, .text, mayBeAbsent: true, describesRun: true),
        .init("verified", \.verified, .optional(.name), mayBeAbsent: true),
        .init("recomputed_per_query", \.counters.recomputed, .optional(.decimal(places: 3)), mayBeAbsent: true),
        .init("super_item_calls", \.counters.superItems, .optional(.decimal(places: 3)), mayBeAbsent: true),
        .init(
            "super_supplementary_calls", \.counters.superSupplementary, .optional(.decimal(places: 3)),
            mayBeAbsent: true),
        .init(
            "super_element_queries", \.counters.superElementQueries, .optional(.decimal(places: 3)),
            mayBeAbsent: true),
        .init(
            "super_size_and_count_calls", \.counters.superSizesAndCounts, .optional(.decimal(places: 3)),
            mayBeAbsent: true),
    ]

    /// A simulator count as a column of a run: empty on rows without a simulation; files from
    /// before the simulator may lack it. The first count decides whether the row has a
    /// simulation; the others must agree (columns are read in order).
    private static func simulationColumn(
        _ index: Int, _ count: CSVColumn<CollectionViewSimulator.Report>
    )
        -> CSVColumn<ResultRow>
    {
        let first = CollectionViewSimulator.Report.columns[0].name
        let write = { (row: ResultRow) in row.simulation.map(count.write) ?? "" }
        return CSVColumn(count.name, mayBeAbsent: true, isNumber: true, write: write) { row, cell in
            if index == 0, !cell.isEmpty { row.simulation = CollectionViewSimulator.Report() }
            guard var simulation = row.simulation else {
                guard cell.isEmpty else { throw CSVCellError(expected: "empty, as \(first) is") }
                return
            }
            guard !cell.isEmpty else { throw CSVCellError(expected: "a count, as \(first) is one") }
            try count.read(&simulation, cell)
            row.simulation = simulation
        }
    }

    /// Identifies the measurement across runs: the cells of the identifying columns.
    package var matchKey: [String] { Self.schema.columns.filter(\.identifies).map { $0.write(self) } }

    package static func table(_ rows: [ResultRow]) -> CSVTable { schema.table(rows) }

    /// Reads rows back from a CSV table, naming the file, row and column of a bad value.
    package static func rows(from table: CSVTable, source: String) throws -> [ResultRow] {
        try schema.rows(from: table, source: source, blank: ResultRow())
    }
}

extension ResultRow {
    /// What of the base layout the row's strategy read under the row's frame rule.
    package var tier: StrategyTier { strategy.tier(under: frameRule) }
}

extension ResultRow {
    /// A row with every field at its default, to be filled in.
    package static var blank: ResultRow { ResultRow() }
}
