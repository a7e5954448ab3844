/// A batch that cannot be applied to its data set: an update names a section or item that does
/// not exist, moves something onto itself, or takes a count below zero.
///
/// Its message names the batch, the update (its place as written and what it does), the index
/// and the fix.
public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the update is: `batches[2][5]` in a file, `update 5` in a batch built in code.
    public var location: String
    /// What the update does, as ``UpdateItem/summary``.
    public var update: String
    /// The update's place in its batch as written (0-based).
    public var index: Int
    /// What is wrong and how to fix it.
    public var message: String

    public init(location: String, update: String, index: Int, message: String) {
        self.location = location
        self.update = update
        self.index = index
        self.message = message
    }

    public var description: String { "\(location) (\(update)): \(message)" }
}
