/// Bad input in a data set: names the field (a path such as `sections[3].itemSize.width`, or a
/// line and column for malformed JSON), says what is wrong with the value, and how to fix it.
public struct DataSetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is: a field path or a position in the text.
    public var field: String
    /// What is wrong and what to do instead.
    public var message: String

    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    public var description: String { "\(field): \(message)" }
}
