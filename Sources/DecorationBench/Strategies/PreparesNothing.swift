/// A strategy that computes nothing in `prepare()`: it makes its decorations when a query asks
/// for them, as the recipes that recompute on every query do (`cached` keeps the objects, not
/// their frames), and `none`. Conforming says so once, in place of an empty `prepare(_:)` and a
/// `recomputed` of 0; a strategy that builds anything in `prepare()` implements both itself.
public protocol PreparesNothing: DecorationStrategy {}

extension PreparesNothing {
    /// Nothing to prepare: the decorations are made when a query asks for them.
    public func prepare(_ surface: PublicFlowLayout) {}

    /// Always 0: `prepare(_:)` computes nothing.
    public var recomputed: Int { 0 }
}
