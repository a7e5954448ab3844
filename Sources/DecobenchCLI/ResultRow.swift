import DecorationBench

/// One row of a run's CSV: a data set × strategy × scenario × allocator.
struct ResultRow: Equatable {
    var preset: String
    var seed: UInt64
    var scrollDirection: String
    var sections: Int
    var items: Int
    var strategy: String
    var scenario: String
    var allocator: String
    var frameRule: String
    var samples: Int
    var medianNs: Double
    var p10Ns: Double
    var p90Ns: Double
    var p99Ns: Double
    var minNs: Double
    var elementsPerQuery: Double
    var decorationsPerQuery: Double
    var examinedPerQuery: Double
    var allocationsPerQuery: Double
    var retainedBytes: Int
    var ratioToNone: Double?
    var ratioToLinear: Double?
    /// Where the row came from: build mode, revision, toolchain, machine, time.
    var provenance: Provenance
    /// The collection-view simulator's counts over the scroll path (scroll rows only).
    var simulation: CollectionViewSimulator.Report? = nil

    static let columns = [
        "preset", "seed", "scroll_direction", "sections", "items", "strategy", "scenario", "allocator", "frame_rule",
        "samples", "median_ns", "p10_ns", "p90_ns", "p99_ns", "min_ns", "elements_per_query", "decorations_per_query",
        "examined_per_query", "allocations_per_query", "retained_bytes", "ratio_to_none", "ratio_to_linear",
        "build", "git_revision", "swift_version", "host", "cpu", "timestamp",
    ] + simulationColumns

    /// The simulator's columns, as `decobench simulate` names them (without preset and strategy).
    static let simulationColumns = Array(SimulationRow.columns.dropFirst(2))

    /// Identifies the measurement across runs: data set, strategy, scenario, allocator.
    var matchKey: String {
        [preset, String(seed), scrollDirection, String(items), strategy, scenario, allocator, frameRule].joined(separator: "|")
    }

    var fields: [String] {
        [preset, String(seed), scrollDirection, String(sections), String(items), strategy, scenario, allocator, frameRule,
         String(samples), plainDecimal(medianNs, places: 1), plainDecimal(p10Ns, places: 1), plainDecimal(p90Ns, places: 1),
         plainDecimal(p99Ns, places: 1), plainDecimal(minNs, places: 1), plainDecimal(elementsPerQuery, places: 3),
         plainDecimal(decorationsPerQuery, places: 3), plainDecimal(examinedPerQuery, places: 3),
         plainDecimal(allocationsPerQuery, places: 3), String(retainedBytes),
         ratioToNone.map { plainDecimal($0, places: 4) } ?? "", ratioToLinear.map { plainDecimal($0, places: 4) } ?? "",
         provenance.build, provenance.gitRevision, provenance.swiftVersion, provenance.host, provenance.cpu,
         provenance.timestamp] + simulationFields
    }

    /// The simulator's counts, or empty fields for rows without a simulation.
    private var simulationFields: [String] {
        guard let simulation else { return Array(repeating: "", count: Self.simulationColumns.count) }
        return simulation.counts.map { String($0) }
    }

    static func table(_ rows: [ResultRow]) -> CSVTable {
        CSVTable(header: columns, rows: rows.map(\.fields))
    }

    /// Reads rows back from a CSV table, naming the file, row and column of a bad value.
    /// The simulator's counts of a row, or nil when its columns are absent or empty.
    private static func simulation(_ text: (String) -> String, source: String, row: Int) throws -> CollectionViewSimulator.Report? {
        let values = simulationColumns.map(text)
        guard values.allSatisfy({ !$0.isEmpty }) else { return nil }
        let n = try zip(simulationColumns, values).map { name, value -> Int in
            guard let v = Int(value) else { throw CLIError("\(source): row \(row), column \(name): '\(value)' is not a whole number") }
            return v
        }
        var r = CollectionViewSimulator.Report()
        (r.frames, r.viewsCreated, r.viewsReused, r.configurations, r.peakViews) = (n[0], n[1], n[2], n[3], n[4])
        (r.duplicateDecorations, r.zOrderViolations, r.lateDecorations, r.staleViews) = (n[5], n[6], n[7], n[8])
        return r
    }

    static func rows(from table: CSVTable, source: String) throws -> [ResultRow] {
        var index: [String: Int] = [:]
        for (i, name) in table.header.enumerated() { index[name] = i }
        let required = ["preset", "seed", "scroll_direction", "items", "strategy", "scenario", "allocator", "median_ns"]
        for name in required where index[name] == nil {
            throw CLIError("\(source): missing column '\(name)'; is this a decobench run CSV?")
        }
        return try table.rows.enumerated().map { (r, row) in
            func text(_ name: String) -> String { index[name].map { row[$0] } ?? "" }
            func number(_ name: String, optional: Bool = false) throws -> Double? {
                let t = text(name)
                if t.isEmpty, optional || index[name] == nil { return nil }
                guard let v = Double(t) else { throw CLIError("\(source): row \(r + 2), column \(name): '\(t)' is not a number") }
                return v
            }
            return ResultRow(
                preset: text("preset"), seed: UInt64(text("seed")) ?? 0, scrollDirection: text("scroll_direction"),
                sections: Int(text("sections")) ?? 0, items: Int(text("items")) ?? 0, strategy: text("strategy"),
                scenario: text("scenario"), allocator: text("allocator"), frameRule: text("frame_rule").isEmpty ? "exact" : text("frame_rule"),
                samples: Int(text("samples")) ?? 0, medianNs: try number("median_ns")!,
                p10Ns: try number("p10_ns", optional: true) ?? 0, p90Ns: try number("p90_ns", optional: true) ?? 0,
                p99Ns: try number("p99_ns", optional: true) ?? 0, minNs: try number("min_ns", optional: true) ?? 0,
                elementsPerQuery: try number("elements_per_query", optional: true) ?? 0,
                decorationsPerQuery: try number("decorations_per_query", optional: true) ?? 0,
                examinedPerQuery: try number("examined_per_query", optional: true) ?? 0,
                allocationsPerQuery: try number("allocations_per_query", optional: true) ?? 0,
                retainedBytes: Int(text("retained_bytes")) ?? 0,
                ratioToNone: try number("ratio_to_none", optional: true), ratioToLinear: try number("ratio_to_linear", optional: true),
                provenance: Provenance(build: text("build"), gitRevision: text("git_revision"),
                                       swiftVersion: text("swift_version"), host: text("host"), cpu: text("cpu"),
                                       timestamp: text("timestamp")),
                simulation: try simulation(text, source: source, row: r + 2))
        }
    }
}
