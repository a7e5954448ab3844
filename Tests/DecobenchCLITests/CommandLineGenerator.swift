@testable import DecorationBench

/// Random `decobench` command lines for the fuzz tests: a subcommand, then options with values
/// drawn from pools of valid and hostile ones. Pools of counts hold only small values or values
/// beyond the limits, so a command that runs stays quick. Never `--allocator jemalloc` (it
/// re-executes the process, which in-process would replace the test runner).
enum CommandLineGenerator {
    static let items = [
        "0", "1", "7", "150", "-1", "10000001", "60000000", "abc", "1e3", "", "99999999999999999999999",
    ]
    static let sizes = ["100", "0,50", "", ",", "60000000", "-5", "abc", "100,100", "40 60"]
    static let seeds = ["0", "42", "18446744073709551615", "-1", "abc", "1.5"]
    static let presets = [
        "grid", "feed", "feed,grid", "", ",", "nope", "separated", "horizontal", "small-sections,mixed",
    ]
    static let strategies = [
        "none", "linear,interval-tree", "", ",", "fastest", "none,none", "cached binary-search", "per-cell",
        "per-section",
    ]
    static let scenarios = ["scroll", "prepare", "jump,update", "", ",", "sleep", "cold-start"]
    static let rects = [
        "0,0,390,844", "-40,0,390,560", "nan,0,1,1", "0,0,1e300,1", "0,0,-1,1", "0,0,1", "", "1,2,3,4,5",
        "0,1e12,10,10", "0,1000000000001,1,1", "inf,0,1,1", "0x10,0,1,1", "0,0,0,0",
    ]
    static let rules = ["exact", "first-last", "", "last"]
    static let budgets = ["0.001", "0.001", "0", "-1", "nan", "601", "inf"]

    static func make(_ m: inout Mutator, dataSet: String, output: String) -> [String] {
        var args: [String]
        func option(_ name: String, _ pool: [String], _ p: Double = 0.6) {
            if m.chance(p) { args += [name, m.pick(pool)] }
        }
        func source(items: Bool = true, presetOption: String = "--preset") {
            if m.chance(0.3) { args += ["--dataset", m.pick([dataSet, "/dev/null", "/nonexistent.json", "/tmp"])] }
            if m.chance(0.8) { args += [presetOption, m.pick(presets)] }
            if items { option("--items", Self.items) }
            option("--seed", seeds, 0.3)
        }
        switch m.int(0...6) {
        case 0:
            args = ["attributes"]
            source()
            option("--rect", rects, 0.95)
            option("--strategy", strategies, 0.5)
            option("--frame-rule", rules, 0.3)
        case 1:
            args = ["dataset"]
            source()
        case 2:
            args = ["simulate"]
            source(presetOption: "--presets")
            option("--strategies", strategies)
            option("--format", ["text", "table", "csv", "xml"], 0.5)
        case 3:
            args = [
                "run", "--presets", m.pick(presets), "--budget", m.pick(budgets), "--output",
                m.pick([output, "-", "/tmp", ""]),
            ]
            option("--items", sizes, 0.9)
            option("--strategies", strategies, 0.9)
            option("--scenarios", scenarios, 0.9)
            option("--max-items", ["1", "0", "-3", "100", "abc"], 0.3)
            option("--seed", seeds, 0.3)
            option("--frame-rule", rules, 0.3)
            option("--allocator", ["system", "tcmalloc", ""], 0.3)
            if !args.contains("--items") { args += ["--items", "100"] }
        case 4:
            args = [
                "instructions", "--strategy", m.pick(strategies), "--items", m.pick(Self.items), "--operations",
                m.pick(["1", "5", "0", "-1", "2000000"]),
            ]
            option("--scenario", ["scroll", "prepare", "", "jump"], 0.6)
            option("--preset", presets, 0.5)
        case 5:
            args = ["list"]
        default:
            args = ["compare", m.pick([dataSet, "/dev/null", "/nonexistent.csv"]), m.pick([dataSet, "/tmp"])]
            option("--threshold", ["25", "-1", "nan", "inf", "0"], 0.5)
            option("--min-samples", ["1", "0", "-1", "abc"], 0.5)
        }
        return args
    }
}
