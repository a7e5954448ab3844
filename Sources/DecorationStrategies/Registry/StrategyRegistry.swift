import DecorationBench

/// The strategies this executable can run: the package's built-ins, then those a user's
/// executable registers (`Decobench.main(strategies:)` calls ``register(_:)``) before anything
/// else runs.
///
/// Names are one namespace: a user's strategy may not take a built-in's name, a broken recipe's
/// (``BrokenRecipe``) or another registered strategy's.
public enum StrategyRegistry {
    /// The package's own strategies, in the order tables list them.
    public static var builtIns: [any DecorationStrategy.Type] {
        [
            NoDecorations.self, PerCellStrategy.self, PerSectionStrategy.self, CachedStrategy.self,
            LinearStrategy.self, BinarySearchStrategy.self, IntervalTreeStrategy.self, AugmentedListStrategy.self,
            SectionSearchStrategy.self, SectionCacheStrategy.self,
        ]
    }

    /// The built-ins, then the registered strategies. Written once, by ``register(_:)``, before
    /// any work starts and before any other thread exists; read-only afterwards.
    nonisolated(unsafe) static var registered: [any DecorationStrategy.Type] = builtIns

    /// Adds `types` after the built-ins (replacing any registered before), checking their names.
    ///
    /// - Throws: ``StrategyRegistrationError`` naming the first name that is not lowercase
    ///   letters, digits and `-`, or that another strategy or a broken recipe already has.
    /// - Complexity: O(strategies²), a handful.
    public static func register(_ types: [any DecorationStrategy.Type]) throws(StrategyRegistrationError) {
        var taken = Dictionary(uniqueKeysWithValues: builtIns.map { ($0.name, "the built-in strategy") })
        for recipe in BrokenRecipe.allCases { taken[recipe.rawValue] = "the broken recipe" }
        for type in types {
            let name = type.name
            guard StrategyKind.isWellFormed(name) else {
                throw StrategyRegistrationError(
                    "strategy \(String(reflecting: type)): its name '\(name)' must be lowercase letters, digits "
                        + "and '-', at least one; rename it (static let name = \"my-strategy\")")
            }
            if let other = taken[name] {
                throw StrategyRegistrationError(
                    "strategy \(String(reflecting: type)): its name '\(name)' is taken by \(other) '\(name)'; "
                        + "give it a name of its own")
            }
            taken[name] = "strategy \(String(reflecting: type))"
        }
        registered = builtIns + types
    }

    /// The registered strategy type named `name`.
    ///
    /// - Complexity: O(strategies).
    public static func type(named name: String) -> (any DecorationStrategy.Type)? {
        registered.first { $0.name == name }
    }
}

/// A strategy that cannot be registered, and why: its message names the type, the name and the fix.
public struct StrategyRegistrationError: Error, CustomStringConvertible, Sendable {
    public let description: String

    init(_ description: String) { self.description = description }
}
