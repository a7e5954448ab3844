import ArgumentParser
import CAllocCounter
import DecobenchHarness
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
            The data sets are the --presets at each size of --items, then each --dataset file; the sweep's \
            presets run when neither --presets nor --dataset is given. \
            Each progress line gives its place in the whole sweep and the time left. \
            Every scenario it times is checked against the brute-force oracle first (data sets up to 100k items); \
            a strategy that traps, or makes no progress for --watchdog seconds, is named and the sweep goes on \
            without it. The run ends with three lines: the strategy to use, its overhead over none while \
            scrolling, and whether every strategy drew what the oracle drew (exit 1 if not, or if a strategy \
            failed); `\(Executable.name) verdict` prints them from a CSV. \
            Use a release build: swift run -c release \(Executable.name) run.
            """
    )

    @OptionGroup var sweep: SweepOptions

    @Option(
        help: "Allocator: system (glibc malloc) or jemalloc (re-runs under LD_PRELOAD of libjemalloc.so.2).")
    var allocator: AllocatorChoice = .system

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Output file (default results/latest.csv or .json); - for standard output.",
            valueName: "file"))
    var output: String?

    @Option(
        help: OutputFormat.help(
            formats,
            "csv, or json: the CSV's fields, one object per row, and once the run's provenance (commit, build, "
                + "machine, time)"))
    var format: OutputFormat = .csv

    /// The formats `run` writes.
    static let formats: [OutputFormat] = [.csv, .json]

    func validate() throws { try format.check(Self.formats) }

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
        if provenance.build == "debug", child == nil { Self.warnDebugBuild() }
        let table = TablePrinter(toStandardError: destination == nil, printsTables: child == nil)
        var failures: [SweepProcesses.Failure] = []
        var plan = try sweep.plan()
        var rows: [ResultRow]
        if let child {
            TrapMarker.install(file: SweepProcesses.trapFile(forOutput: child), watchdog: sweep.watchdog)
            rows = try measureInChild(&plan, environment: environment, provenance: provenance, table: table)
        } else {
            var processes = SweepProcesses(
                count: sweep.plannedProcesses, entryCount: plan.entries.count,
                strategies: plan.strategies.map(\.rawValue))
            rows = try processes.run { table.finished(rows: $1) }
            failures = processes.failures
        }
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
        let failed = failures.map { Verdict.Failed($0, dataSet: plan.entries[$0.entry]) }
        let verdict = Verdict(rows: rows, failed: failed)
        table.say("")
        verdict.lines.forEach(table.say)
        if !failed.isEmpty {
            let them =
                failed.count == 1 ? "it, and its rows for that data set are" : "them, and their rows for those are"
            let sentences = failed.map(\.sentence).joined(separator: "; ")
            throw CLIError("\(sentences); the sweep went on without \(them) missing")
        }
        if verdict.correct == false {
            throw CLIError(
                "a strategy drew something other than the brute-force oracle (see the verdict); "
                    + "its rows say verified=no")
        }
    }

    /// A child's rows: the one data set its parent names, without the strategies the parent saw
    /// fail on it.
    private func measureInChild(
        _ plan: inout SweepPlan, environment: [String: String], provenance: Provenance, table: TablePrinter
    ) throws -> [ResultRow] {
        let skipped = TrapMarker.skipped(environment)
        plan.strategies.removeAll { skipped.contains($0.rawValue) }
        let processes = sweep.plannedProcesses
        var position = SweepPosition.whole(plan)
        if let entry = try SweepProcesses.childEntry(
            environment[SweepProcesses.entryVariable], entryCount: plan.entries.count)
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
            build=debug. For real figures: swift run -c release \(Executable.name) run
            ************************************************************************
            """)
    }
}
