/// A user-facing failure: printed as `Error: …` with exit code 1, never a stack trace.
struct CLIError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
