import ArgumentParser
import DecobenchHarness

/// `--allocator system|jemalloc`.
extension AllocatorChoice: ExpressibleByArgument {}
