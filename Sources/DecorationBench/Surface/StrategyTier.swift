/// What of the base layout a strategy reads: what UIKit's public API gives a
/// `UICollectionViewFlowLayout` subclass, or also what UIKit keeps private.
///
/// `list`, the table and the verdict label a private-tier strategy "private tier, not shippable",
/// the README's words: its figures show what private access would buy, on code no app can ship.
public enum StrategyTier: String, CaseIterable, Sendable {
    /// Only ``PublicFlowLayout``'s calls, properties and the app's own configuration.
    case publicAPI = "public"
    /// Also ``PublicFlowLayout/privateLayout``: the sections' frames and the frame storage.
    case privateAPI = "private"

    /// How `list` and the table say it.
    public var label: String {
        switch self {
        case .publicAPI: return "public tier"
        case .privateAPI: return "private tier, not shippable"
        }
    }
}
