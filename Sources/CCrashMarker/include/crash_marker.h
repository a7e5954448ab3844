#ifndef DECOBENCH_CRASH_MARKER_H
#define DECOBENCH_CRASH_MARKER_H

/// Installs handlers for the signals a trap raises (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT,
/// SIGFPE). Each writes the current marker to `fd` (when >= 0) and to standard error, then dies
/// by the same signal. `fd` stays open for the life of the process.
void decobench_crash_marker_install(int fd);

/// Sets the marker: what the process is doing now, at most 255 bytes (longer is cut). A copy
/// into a static buffer, no allocation and no system call: cheap enough to call as the work
/// moves from one strategy to the next.
void decobench_crash_marker_set(const char *text);

#endif
