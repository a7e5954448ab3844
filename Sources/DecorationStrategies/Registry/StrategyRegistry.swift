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
        var collector = BuiltInCollector()
        BuiltInStrategies.forEach(&collector)
        return collector.types
    }

    /// The built-ins, then the registered strategies. Written once, by ``register(_:)``, before
    /// any work starts and before any other thread exists; read-only afterwards.
    nonisolated(unsafe) static var registered: [any DecorationStrategy.Type] = builtIns

    /// Adds `types` after the built-ins (replacing any registered before), checking their names.
    ///
    /// - Throws: ``StrategyRegistrationError`` for the first type whose name ``checkName(of:)``
    ///   refuses, that is a built-in already, or that an earlier type of `types` has.
    /// - Complexity: O(strategies²), a handful.
    public static func register(_ types: [any DecorationStrategy.Type]) throws(StrategyRegistrationError) {
        var taken: [String: any DecorationStrategy.Type] = [:]
        for type in types {
            if isBuiltIn(type) {
                throw StrategyRegistrationError(
                    "strategy \(String(reflecting: type)) is the built-in strategy '\(type.name)'; leave it out, "
                        + "the built-ins are registered already")
            }
            try checkName(of: type)
            if let other = taken[type.name] {
                throw StrategyRegistrationError(
                    "strategy \(String(reflecting: type)): its name '\(type.name)' is taken by strategy "
                        + "\(String(reflecting: other)) '\(type.name)'; give it a name of its own")
            }
            taken[type.name] = type
        }
        registered = builtIns + types
    }

    /// Refuses `type`'s name where ``register(_:)`` would, whatever else is registered: a name
    /// that is not lowercase letters, digits and `-`, or that a built-in (other than `type`
    /// itself) or a broken recipe has. `StrategyCheck` holds a user's strategy to it, so that a
    /// name its tests accept is one its executable takes.
    ///
    /// - Throws: ``StrategyRegistrationError`` naming the type, the name, what has it and the fix.
    /// - Complexity: O(built-ins + recipes).
    public static func checkName(of type: any DecorationStrategy.Type) throws(StrategyRegistrationError) {
        let name = type.name
        guard StrategyKind.isWellFormed(name) else {
            throw StrategyRegistrationError(
                "strategy \(String(reflecting: type)): its name '\(name)' must be lowercase letters, digits "
                    + "and '-', at least one; rename it (static let name = \"my-strategy\")")
        }
        var other: String?
        if builtIns.contains(where: { $0.name == name }), !isBuiltIn(type) { other = "the built-in strategy" }
        if BrokenRecipe(rawValue: name) != nil { other = "the broken recipe" }
        if let other {
            throw StrategyRegistrationError(
                "strategy \(String(reflecting: type)): its name '\(name)' is taken by \(other) '\(name)'; "
                    + "give it a name of its own")
        }
    }

    /// Whether `type` is one of the package's own strategies.
    private static func isBuiltIn(_ type: any DecorationStrategy.Type) -> Bool {
        builtIns.contains { ObjectIdentifier($0) == ObjectIdentifier(type) }
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
