import ArgumentParser
import CAllocCounter
import DecorationBench
import Foundation

/// `decobench run`: the main job. Times the strategies across data sets and scenarios, prints a
/// table and the verdict (``Verdict``), and writes CSV.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Time every strategy across data sets and scenarios; print a table and a verdict, and write CSV.",
        discussion: """
            The default sweep answers in \(SweepPlan.Profile.firstRun.duration!) on two cores: \
            \(SweepPlan.Profile.firstRun.summary). \
            --quick is CI's: \(SweepPlan.Profile.quick.summary). \
            --full is the reference sweep behind the committed results, \(SweepPlan.Profile.full.duration!): \
            \(SweepPlan.Profile.full.summary). Every strategy runs unless --strategies names some. \
            Each progress line gives its place in the whole sweep and the time left. \
            The run ends with three lines: the strategy to use, its overhead over none while scrolling, and whether \
            every strategy drew what the brute-force oracle drew (exit 1 if not); `decobench verdict` prints them \
            from a CSV. \
            Use a release build: swift run -c release decobench run.
            """
    )

    @OptionGroup var sweep: SweepOptions

    @Option(
        name: .long,
        help: "Allocator: system (glibc malloc) or jemalloc (re-runs under LD_PRELOAD of libjemalloc.so.2).")
    var allocator: AllocatorChoice = .system

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Output file (default results/latest.csv or .json); - for standard output.",
            valueName: "file"))
    var output: String?

    @Option(
        name: .long, help: "Output format: csv, or json (the CSV's fields, one object per row, the provenance once).")
    var format: RunFormat = .csv

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        // A child of `--processes` writes its CSV where the parent says.
        let child = environment[SweepProcesses.outputVariable]
        let output = child ?? self.output ?? "results/latest.\(format.rawValue)"
        let destination: OutputFile?
        do {
            destination = output == "-" ? nil : try OutputFile(checking: output)
        } catch let error as CLIError where child == nil {
            throw CLIError("--output: \(error)")
        }
        try AllocatorSetup.ensure(allocator)
        let provenance = Provenance.current()
        if provenance.build == "debug" { Self.warnDebugBuild() }
        let table = TablePrinter(toStandardError: destination == nil)
        TrapMarker.install(file: child.map { SweepProcesses.trapFile(forOutput: $0) })
        var trapped: [String] = []
        var rows = try measure(
            isChild: child != nil, environment: environment, provenance: provenance, table: table, trapped: &trapped)
        let ended = provenance.ended()
        for i in rows.indices { rows[i].provenance = ended }
        let text = format == .json && child == nil ? ResultRow.schema.json(rows) : ResultRow.table(rows).render()
        if let destination {
            try destination.write(text)
            if child == nil { table.say("wrote \(rows.count) rows to \(output)") }
        } else {
            try StandardStreams.output(text)
        }
        // The parent judges the whole sweep; a child's rows are one data set of one process.
        guard child == nil else { return }
        let verdict = Verdict(rows: rows)
        table.say("")
        verdict.lines.forEach(table.say)
        if !trapped.isEmpty {
            throw CLIError(
                "\(trapped.joined(separator: "; ")); the sweep went on without it, and its rows for that data "
                    + "set are missing")
        }
        if verdict.correct == false {
            throw CLIError(
                "a strategy drew something other than the brute-force oracle (see the verdict); "
                    + "its rows say verified=no")
        }
    }

    /// The sweep's rows: from child processes (``SweepProcesses``), or measured here, all of the
    /// plan's data sets or, in a child, the one its parent names.
    private func measure(
        isChild: Bool, environment: [String: String], provenance: Provenance,
        table: TablePrinter, trapped: inout [String]
    ) throws -> [ResultRow] {
        var plan = try sweep.plan()
        let processes = sweep.plannedProcesses
        if !isChild, processes > 1 {
            var sweep = SweepProcesses(
                count: processes, entryCount: plan.entries.count,
                tableToStandardError: table.toStandardError)
            let rows = try sweep.run()
            trapped = sweep.trapped.map {
                let entry = plan.entries[$0.entry]
                return "strategy \($0.strategy) trapped on \(entry.name) \(formatCount(entry.items))"
            }
            return rows
        }
        if isChild {
            let skipped = TrapMarker.skipped(environment)
            plan.strategies.removeAll { skipped.contains($0.rawValue) }
        }
        var position = SweepPosition.whole(plan)
        if isChild,
            let entry = try SweepProcesses.childEntry(
                environment[SweepProcesses.entryVariable],
                entryCount: plan.entries.count)
        {
            let place = try SweepProcesses.childPlace(environment[SweepProcesses.placeVariable], processes: processes)
            position = SweepPosition(
                progress: SweepProgress(plan: plan, processes: processes),
                process: place?.process ?? 1, firstEntry: entry, elapsedBefore: place?.elapsed ?? 0)
            plan.entries = [plan.entries[entry]]
        }
        let harness = Harness(
            plan: plan, allocator: allocator, provenance: provenance, observer: table, position: position)
        return try harness.run()
    }

    private static func warnDebugBuild() {
        StandardStreams.note(
            """
            ************************************************************************
            WARNING: this is a DEBUG build. Timings mean little; rows are marked
            build=debug. For real figures: swift run -c release decobench run
            ************************************************************************
            """)
    }
}

/// The formats `decobench run` writes.
enum RunFormat: String, CaseIterable, ExpressibleByArgument {
    case csv, json
}
