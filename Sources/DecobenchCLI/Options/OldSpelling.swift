import ArgumentParser
import DecobenchHarness
import Foundation

/// An option's old spelling, taken for one release beside the new one: refused together with
/// it, and named on standard error once per command line.
enum OldSpelling {
    /// Checks the old spelling `old` of `new`: nothing when `old` was not given; an error when
    /// both were; otherwise a warning line, printed by the first process of a sweep alone (its
    /// children and the re-run under jemalloc see the same arguments).
    ///
    /// - Throws: `ValidationError` naming both spellings when both were given.
    static func check(_ old: String, given: Bool, new: String, newGiven: Bool) throws {
        guard given else { return }
        if newGiven { throw ValidationError("\(old) is the old name of \(new): give \(new) alone") }
        let environment = ProcessInfo.processInfo.environment
        guard environment[SweepProcesses.entryVariable] == nil, environment[AllocatorSetup.reexecVariable] == nil
        else { return }
        StandardStreams.note("Warning: \(old) is deprecated and will be removed; use \(new)")
    }
}
