import DecorationBench

/// A strategy or a broken recipe, by name.
enum SimulationSubject {
    case strategy(StrategyKind)
    case broken(BrokenRecipe)

    var name: String {
        switch self {
        case .strategy(let k): return k.rawValue
        case .broken(let b): return b.rawValue
        }
    }

    func makeLayout(_ ds: DataSet) -> any AnyDecoratedLayout {
        switch self {
        case .strategy(let k): return k.makeLayout(dataSet: ds)
        case .broken(let b): return b.makeLayout(dataSet: ds)
        }
    }
}
