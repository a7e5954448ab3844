import DecorationBench

// MARK: - Running generic code for a strategy

extension StrategyKind {
    /// Calls `visitor` with the strategy's concrete type, so that generic code runs for it with
    /// no existential on the hot path.
    ///
    /// A built-in's case names its type (matched by the type's own `name`), and an `@inlinable`
    /// call from a concrete visitor (the harness's `SubjectMaker`) is specialised for it; any
    /// other registered type is opened from its existential and runs the generic code
    /// unspecialised, as a user's strategy must.
    ///
    /// - Precondition: the strategy is registered.
    @inlinable
    public func visit<V: StrategyVisitor>(_ visitor: V) -> V.Result {
        switch rawValue {
        case NoDecorations.name: return visitor.visit(NoDecorations.self)
        case PerCellStrategy.name: return visitor.visit(PerCellStrategy.self)
        case PerSectionStrategy.name: return visitor.visit(PerSectionStrategy.self)
        case CachedStrategy.name: return visitor.visit(CachedStrategy.self)
        case LinearStrategy.name: return visitor.visit(LinearStrategy.self)
        case BinarySearchStrategy.name: return visitor.visit(BinarySearchStrategy.self)
        case IntervalTreeStrategy.name: return visitor.visit(IntervalTreeStrategy.self)
        case AugmentedListStrategy.name: return visitor.visit(AugmentedListStrategy.self)
        case SectionSearchStrategy.name: return visitor.visit(SectionSearchStrategy.self)
        case SectionCacheStrategy.name: return visitor.visit(SectionCacheStrategy.self)
        case ExtentTableStrategy.name: return visitor.visit(ExtentTableStrategy.self)
        default:
            guard let type = strategyType else {
                preconditionFailure("StrategyKind: no strategy named '\(rawValue)' is registered")
            }
            return Self.open(type, visitor)
        }
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
