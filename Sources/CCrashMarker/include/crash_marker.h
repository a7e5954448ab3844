#ifndef DECOBENCH_CRASH_MARKER_H
#define DECOBENCH_CRASH_MARKER_H

/// Installs handlers for the signals a trap raises (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT,
/// SIGFPE). Each writes the current marker to `fd` (when >= 0) and to standard error, under the
/// program's `name` (at most 63 bytes kept), then dies by the same signal. `fd` stays open for
/// the life of the process.
void decobench_crash_marker_install(int fd, const char *name);

/// Sets the marker: what the process is doing now, at most 255 bytes (longer is cut). A copy
/// into a static buffer, no allocation and no system call: cheap enough to call as the work
/// moves from one strategy to the next.
void decobench_crash_marker_set(const char *text);

/// A sign of progress for the watchdog, the marker unchanged: work that stays on one marker for
/// long (a pass over a slow strategy's frames) calls it as it goes. An atomic add.
void decobench_watchdog_beat(void);

/// The markers set and beats so far in this process.
unsigned long decobench_watchdog_progress(void);

/// The exit status of a process the watchdog stopped (as timeout(1)'s).
#define DECOBENCH_WATCHDOG_STATUS 124

/// Starts a thread that ends the process when no new marker has been set and no beat given for
/// `seconds` while a marker is set: it writes the marker and "<TAB>hung" to the marker file, a
/// line to standard error, and exits with DECOBENCH_WATCHDOG_STATUS. `seconds` <= 0 starts
/// nothing. Returns 0, or -1 when the thread could not be started.
int decobench_watchdog_start(double seconds);

#endif
