#ifndef STDIO_STREAMS_H
#define STDIO_STREAMS_H

#include <stdio.h>

/// C's standard output and error streams. Swift 6 rejects a reference to glibc's `stdout` and
/// `stderr`, which it imports as mutable globals; the streams themselves are set once by the C
/// runtime and never reassigned here, so handing them out through a function is safe.
FILE *decobench_stdout(void);
FILE *decobench_stderr(void);

#endif
