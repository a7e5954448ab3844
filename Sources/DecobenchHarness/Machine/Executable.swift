import DecorationBench
import DecorationStrategies
import Foundation

/// The executable this process runs.
package enum Executable {
    /// The name the command was started under (its `argv[0]`): `decobench`, or a user's
    /// executable. Help and errors that tell the user what to run next name the command by it,
    /// never `decobench`.
    package static var name: String {
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "decobench").lastPathComponent
        return name.isEmpty ? "decobench" : name
    }
}
