import DecorationBench

/// A CSV file's columns as `decobench list --format json` gives them to scripts: every column
/// in order, each with its role, read off the schema that writes the file, so that a column
/// added to ``ResultRow/schema`` reaches the scripts with no second list to edit.
///
/// A role is found by probing: a row is changed in one respect (its counters, its timing, one
/// fault count of ``Comparison/faults``) and the columns whose cells change take that role.
/// The identifying and provenance columns are the schema's own marks; an interval column is
/// one named `X_ci_low` or `X_ci_high` beside a column `X`.
package struct CSVListing: Encodable {
    package struct Column: Encodable {
        package var name: String
        /// key, provenance, interval, fault, simulation, counter, timing, ratio, flags or other.
        package var role: String
        package var number: Bool
        package var mayBeAbsent: Bool
    }

    package var columns: [Column]
    /// The columns that identify a measurement across runs (what `compare` matches rows by).
    package var key: [String]
    /// Each column that has a 95% interval, with its low and high columns.
    package var intervals: [String: [String]]
    /// The column holding a row's same-run ratio to the baseline strategy.
    package var ratio: String?
    /// The column naming the revision of the code that measured the row.
    package var revision: String?

    /// Lists the schema's columns; `roles` maps a role to the columns that probing gave it,
    /// first match wins, in the order given.
    package init<Row>(
        _ schema: CSVSchema<Row>, roles: [(String, Set<String>)], ratio: String? = nil, revision: String? = nil
    ) {
        let names = Set(schema.header)
        var intervals: [String: [String]] = [:]
        for name in schema.header where name.hasSuffix("_ci_low") {
            let of = String(name.dropLast("_ci_low".count))
            if names.contains(of), names.contains(of + "_ci_high") { intervals[of] = [name, of + "_ci_high"] }
        }
        let intervalColumns = Set(intervals.values.joined())
        columns = schema.columns.map { column in
            let role =
                column.identifies
                ? "key"
                : column.describesRun
                    ? "provenance"
                    : intervalColumns.contains(column.name)
                        ? "interval"
                        : roles.first { $0.1.contains(column.name) }?.0 ?? "other"
            return Column(name: column.name, role: role, number: column.isNumber, mayBeAbsent: column.mayBeAbsent)
        }
        key = schema.columns.filter(\.identifies).map(\.name)
        (self.intervals, self.ratio, self.revision) = (intervals, ratio, revision)
    }

    package static var run: CSVListing {
        let schema = ResultRow.schema
        var simulated = ResultRow.blank
        simulated.simulation = CollectionViewSimulator.Report()
        let ratio = schema.changed(from: ResultRow.blank) { $0.ratioToNone = 2 }
        precondition(ratio.count == 1, "ratioToNone must be written to exactly one column, not \(ratio)")
        let revision = schema.changed(from: ResultRow.blank) { $0.provenance.gitRevision = "0123456789ab" }
        precondition(revision.count == 1, "gitRevision must be written to exactly one column, not \(revision)")
        return CSVListing(
            schema,
            roles: [
                ("fault", schema.changed(from: simulated) { $0.simulation = faultyReport() }),
                (
                    "simulation",
                    schema.changed(from: ResultRow.blank) { $0.simulation = CollectionViewSimulator.Report() }
                ),
                (
                    "counter",
                    schema.changed(from: ResultRow.blank) {
                        $0.counters = .init(elements: 1, decorations: 1, examined: 1, allocations: 1)
                    }
                ),
                ("timing", schema.changed(from: ResultRow.blank) { $0.timing = Statistics([1, 2, 3]) }),
                ("ratio", schema.changed(from: ResultRow.blank) { ($0.ratioToNone, $0.ratioToLinear) = (2, 2) }),
                ("flags", schema.changed(from: ResultRow.blank) { $0.flags = RowFlag.allCases }),
            ], ratio: ratio.first, revision: revision.first)
    }

    package static var simulate: CSVListing {
        // With its batch columns, which plain `simulate` leaves out (they may be absent).
        let schema = SimulationRow.batchSchema
        return CSVListing(
            schema,
            roles: [
                ("fault", schema.changed(from: SimulationRow()) { $0.report = faultyReport() }),
                (
                    "simulation",
                    Set(
                        (CollectionViewSimulator.Report.columns + CollectionViewSimulator.Report.batchColumns).map(
                            \.name))
                ),
            ])
    }

    /// A report with every fault that `compare` counts set to 1 and the other counts 0.
    private static func faultyReport() -> CollectionViewSimulator.Report {
        var report = CollectionViewSimulator.Report()
        for (label, fault) in Comparison.faults {
            guard let writable = fault as? WritableKeyPath<CollectionViewSimulator.Report, Int> else {
                preconditionFailure("Comparison.faults: '\(label)' must name a stored count of the report")
            }
            report[keyPath: writable] = 1
        }
        return report
    }
}

extension CSVSchema {
    /// The names of the columns whose cell for `row` changes when `change` is applied to it.
    package func changed(from row: Row, by change: (inout Row) -> Void) -> Set<String> {
        var changedRow = row
        change(&changedRow)
        return Set(columns.filter { $0.write(row) != $0.write(changedRow) }.map(\.name))
    }
}
