import DecorationBench
import DecorationStrategies

/// A user-facing failure: printed as `Error: …` with exit code 1, never a stack trace.
package struct CLIError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}
