/// A strategy's name: what the CLI's `--strategies` accepts, the CSV's `strategy` column holds
/// and the plots label, for a built-in strategy and for one of a user's alike.
///
/// Any name of lowercase letters, digits and `-` is a `StrategyKind`, so that a CSV written by
/// another executable (a user's, with strategies of its own) reads as plain text. Which names
/// this executable can *run* is `StrategyRegistry`'s, in the `DecorationStrategies` module: the
/// built-ins, then those a user registered (`StrategyKind.allCases`). That module also gives the
/// built-ins' names (`StrategyKind.sectionCache` and the rest).
///
/// ```swift
/// StrategyKind.augmentedList.rawValue          // "augmented-list"
/// StrategyKind(rawValue: "my-backgrounds")     // a name; runnable once registered
/// ```
public struct StrategyKind: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
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
}
