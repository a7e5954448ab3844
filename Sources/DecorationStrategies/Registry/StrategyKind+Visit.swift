import DecorationBench

// MARK: - Running generic code for a strategy

extension StrategyKind {
    /// Calls `visitor` with the strategy's concrete type, so that generic code runs for it with
    /// no existential on the hot path.
    ///
    /// A built-in (matched by its type's own `name`) is visited through the list of
    /// built-ins, so an `@inlinable` call from a concrete visitor (the harness's `SubjectMaker`)
    /// is specialised for its type; any other registered type is opened from its existential and
    /// runs the generic code unspecialised, as a user's strategy must.
    ///
    /// - Precondition: the strategy is registered.
    @inlinable
    public func visit<V: StrategyVisitor>(_ visitor: V) -> V.Result {
        var finder = BuiltInFinder(name: rawValue, visitor: visitor)
        BuiltInStrategies.forEach(&finder)
        if let result = finder.result { return result }
        guard let type = strategyType else {
            preconditionFailure("StrategyKind: no strategy named '\(rawValue)' is registered")
        }
        return Self.open(type, visitor)
    }

    /// `visitor` with the concrete type inside `type` (Swift opens the existential).
    @usableFromInline
    static func open<V: StrategyVisitor>(_ type: any DecorationStrategy.Type, _ visitor: V) -> V.Result {
        visitor.visit(type)
    }

    /// A new, unprepared layout of this strategy over `dataSet`, behind an existential (for
    /// tests and tools; the harness uses ``visit(_:)``).
    ///
    /// - Precondition: the strategy is registered.
    public func makeLayout(dataSet: DataSet, frameRule: FrameRule = .standard) -> any AnyDecoratedLayout {
        visit(LayoutMaker(dataSet: dataSet, frameRule: frameRule))
    }
}

/// Generic code to run with a strategy's concrete type; see `StrategyKind.visit(_:)`.
public protocol StrategyVisitor {
    associatedtype Result
    func visit<S: DecorationStrategy>(_ type: S.Type) -> Result
}

private struct LayoutMaker: StrategyVisitor {
    let dataSet: DataSet
    let frameRule: FrameRule
    func visit<S: DecorationStrategy>(_ type: S.Type) -> any AnyDecoratedLayout {
        DecoratedLayout<S>(dataSet: dataSet, frameRule: frameRule)
    }
}
