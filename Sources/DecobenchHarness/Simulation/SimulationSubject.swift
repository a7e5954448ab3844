import DecorationBench
import DecorationStrategies

/// A strategy or a broken recipe, by name.
package enum SimulationSubject: Hashable {
    case strategy(StrategyKind)
    case broken(BrokenRecipe)

    /// Every subject by name, the strategies first.
    package static let choices: [(name: String, value: SimulationSubject)] =
        StrategyKind.allCases.map { ($0.rawValue, .strategy($0)) }
        + BrokenRecipe.allCases.map { ($0.rawValue, .broken($0)) }

    package var name: String {
        switch self {
        case .strategy(let k): return k.rawValue
        case .broken(let b): return b.rawValue
        }
    }

    /// The strategy, when the subject is one.
    package var strategy: StrategyKind? {
        if case .strategy(let kind) = self { return kind }
        return nil
    }

    /// The broken recipe, when the subject is one.
    package var recipe: BrokenRecipe? {
        if case .broken(let recipe) = self { return recipe }
        return nil
    }

    /// The subject's layout of `ds`, framing section backgrounds by `frameRule`.
    package func makeLayout(_ ds: DataSet, frameRule: FrameRule = .standard) -> any AnyDecoratedLayout {
        switch self {
        case .strategy(let k): return k.makeLayout(dataSet: ds, frameRule: frameRule)
        case .broken(let b): return b.makeLayout(dataSet: ds, frameRule: frameRule)
        }
    }

    /// The subject's layout of `ds` when it runs batch updates (every strategy's does), nil for a
    /// broken recipe that replaces the base layout and has none (`naive-separator`).
    package func batchUpdatingLayout(_ ds: DataSet, frameRule: FrameRule) -> (any BatchUpdatingLayout)? {
        makeLayout(ds, frameRule: frameRule) as? any BatchUpdatingLayout
    }
}
