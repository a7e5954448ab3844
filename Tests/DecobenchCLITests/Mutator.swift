@testable import DecorationBench

/// Seeded random damage to text, for the fuzz tests: the numbers, strings and bytes a hostile
/// user (or a broken tool) would put in a data set, a CSV or an option value.
///
/// Every result is checked, not just the exit status: a refused case's message short and free of
/// control characters, an accepted data set laid out with finite frames and answered by every
/// strategy. ``CommandLineGenerator`` draws the commands and options.
struct Mutator {
    var rng: SplitMix64

    /// Numbers at and across every limit: zero and negative zero, the smallest lengths, the
    /// largest, the counts, the edges of `Double` and `Int`, and text that is almost a number.
    static let numbers = [
        "0", "-0", "1", "-1", "0.001", "0.0009999", "1e-300", "5e-324", "-1e-300", "1000000", "1000000.5", "-1000000",
        "999999.9999", "1e12", "1e15", "1e21", "1e300", "1.7976931348623157e308", "-1e308", "9999999", "10000000",
        "10000001", "400000000", "9999999999", "9223372036854775807", "4294967296", "2.5", "0.5", "3", "16", "17",
        "1e400", "-Infinity", "NaN", "01", "1.", "-", "1e", "0x10", "1_000",
    ]

    /// Strings that have broken parsers and messages: empty, long, control characters, escapes,
    /// quotes, non-ASCII.
    static let strings = [
        "\"\"", "\"vertical\"", "\"horizontal\"", "\"diagonal\"", "\"" + String(repeating: "x", count: 5_000) + "\"",
        "\"\\u0000\"", "\"a\\\"b\"", "\"\\ud800\"", "\"é🙂\"", "\"#FFF\"", "\"#F2F2F7\"", "\"#GGGGGG\"", "\"\\\\\"",
    ]

    /// Fragments inserted anywhere: structure, literals, raw control bytes, half a UTF-8 sequence.
    static let fragments = [
        "{", "}", "[", "]", ",", ":", "null", "true", "\"k\":", "\u{0}", "\u{7}", "\u{FEFF}", "é", " ", "\n", "[[1,2]]",
        "{}",
    ]

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    mutating func pick<T>(_ values: [T]) -> T { values[rng.int(in: 0...(values.count - 1))] }

    mutating func chance(_ p: Double) -> Bool { rng.chance(p) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { rng.int(in: range) }

    /// `text` with one to three random mutations.
    mutating func mutateJSON(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<(chance(0.7) ? 1 : int(2...3)) {
            switch int(0...11) {
            case 0...2: replaceToken(&scalars, isNumber: true, with: pick(Self.numbers))
            case 3...5: replaceToken(&scalars, isNumber: true, with: plausibleNumber())
            case 6: replaceToken(&scalars, isNumber: false, with: pick(Self.strings))
            case 7: insert(&scalars, pick(Self.fragments))
            case 8: removeRange(&scalars)
            case 9: duplicateRange(&scalars)
            case 10: if !scalars.isEmpty { scalars.removeLast(int(0...min(20, scalars.count))) }
            default: if !scalars.isEmpty { scalars[int(0...(scalars.count - 1))] = UnicodeScalar(UInt8(int(0...127))) }
            }
        }
        var out = ""
        out.unicodeScalars.append(contentsOf: scalars)
        return out
    }

    /// A number a real data set could hold: whole or not, up to a few thousand points.
    mutating func plausibleNumber() -> String {
        let n = rng.double(in: 0...(chance(0.5) ? 50 : 3_000))
        return String(chance(0.5) ? n.rounded() : n)
    }

    /// Replaces a random number (or quoted string) in `scalars`.
    private mutating func replaceToken(_ scalars: inout [UnicodeScalar], isNumber: Bool, with replacement: String) {
        var starts: [Int] = []
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if isNumber, c == "-" || ("0"..."9").contains(c),
                i == 0 || !("0"..."9").contains(scalars[i - 1]) && scalars[i - 1] != "." && scalars[i - 1] != "e"
            {
                starts.append(i)
            } else if !isNumber, c == "\"" {
                starts.append(i)
                i += 1
                while i < scalars.count, scalars[i] != "\"" { i += scalars[i] == "\\" ? 2 : 1 }
            }
            i += 1
        }
        guard !starts.isEmpty else { return insert(&scalars, replacement) }
        let start = pick(starts)
        var end = start + 1
        if isNumber {
            while end < scalars.count, "0123456789.eE+-".unicodeScalars.contains(scalars[end]) { end += 1 }
        } else {
            while end < scalars.count, scalars[end] != "\"" { end += scalars[end] == "\\" ? 2 : 1 }
            end = min(end + 1, scalars.count)
        }
        scalars.replaceSubrange(start..<end, with: replacement.unicodeScalars)
    }

    private mutating func insert(_ scalars: inout [UnicodeScalar], _ fragment: String) {
        scalars.insert(contentsOf: fragment.unicodeScalars, at: int(0...scalars.count))
    }

    private mutating func removeRange(_ scalars: inout [UnicodeScalar]) {
        guard !scalars.isEmpty else { return }
        let start = int(0...(scalars.count - 1))
        scalars.removeSubrange(start..<min(scalars.count, start + int(1...12)))
    }

    private mutating func duplicateRange(_ scalars: inout [UnicodeScalar]) {
        guard !scalars.isEmpty else { return }
        let start = int(0...(scalars.count - 1))
        let piece = scalars[start..<min(scalars.count, start + int(1...40))]
        scalars.insert(contentsOf: piece, at: int(0...scalars.count))
    }

    /// A CSV with random cells replaced, rows or columns dropped, or quotes and commas added.
    mutating func mutateCSV(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        for _ in 0..<int(1...4) {
            let row = int(0...(lines.count - 1))
            guard !lines[row].isEmpty else { continue }
            let column = int(0...(lines[row].count - 1))
            switch int(0...6) {
            case 0...2: lines[row][column] = pick(Self.numbers + ["nan", "inf", "", "abc", "-5", "1e999"])
            case 3: lines[row].remove(at: column)
            case 4: lines.remove(at: row); if lines.isEmpty { lines = [[]] }
            case 5: lines[row][column] += pick(["\"", ",", "\"\"", "\n"])
            default: lines.insert(lines[row], at: row)
            }
        }
        return lines.map { $0.joined(separator: ",") }.joined(separator: "\n")
    }
}
