import DecorationBench

/// The package's own strategies, in the order tables list them: the one list of them.
///
/// A list of calls rather than an array, so that generic code runs specialised for each
/// built-in's concrete type (``StrategyKind/visit(_:)``); ``StrategyRegistry/builtIns`` is the
/// same list as an array. A new built-in is added here, and only here.
@usableFromInline
enum BuiltInStrategies {
    /// Calls `visitor` once with each built-in's type, in table order.
    @inlinable
    static func forEach<V: BuiltInVisitor>(_ visitor: inout V) {
        visitor.visit(NoDecorations.self)
        visitor.visit(PerCellStrategy.self)
        visitor.visit(PerSectionStrategy.self)
        visitor.visit(CachedStrategy.self)
        visitor.visit(LinearStrategy.self)
        visitor.visit(BinarySearchStrategy.self)
        visitor.visit(IntervalTreeStrategy.self)
        visitor.visit(AugmentedListStrategy.self)
        visitor.visit(SectionSearchStrategy.self)
        visitor.visit(SectionCacheStrategy.self)
        visitor.visit(ExtentTableStrategy.self)
        visitor.visit(LazyExtentsStrategy.self)
    }
}

/// Code run once per built-in strategy type by `BuiltInStrategies.forEach(_:)`.
@usableFromInline
protocol BuiltInVisitor {
    mutating func visit<S: DecorationStrategy>(_ type: S.Type)
}

/// Collects the built-ins' types into an array.
struct BuiltInCollector: BuiltInVisitor {
    var types: [any DecorationStrategy.Type] = []
    mutating func visit<S: DecorationStrategy>(_ type: S.Type) { types.append(type) }
}

/// Runs a ``StrategyVisitor`` for the built-in of one name, specialised for its type.
@usableFromInline
struct BuiltInFinder<Visitor: StrategyVisitor>: BuiltInVisitor {
    @usableFromInline let name: String
    @usableFromInline let visitor: Visitor
    @usableFromInline var result: Visitor.Result?

    @inlinable
    init(name: String, visitor: Visitor) {
        (self.name, self.visitor, self.result) = (name, visitor, nil)
    }

    @inlinable
    mutating func visit<S: DecorationStrategy>(_ type: S.Type) {
        if result == nil, S.name == name { result = visitor.visit(type) }
    }
}
