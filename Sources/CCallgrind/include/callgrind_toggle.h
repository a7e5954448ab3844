#ifndef CALLGRIND_TOGGLE_H
#define CALLGRIND_TOGGLE_H

/// Switches callgrind's instruction collection on or off when the process runs under
/// `valgrind --tool=callgrind --collect-atstart=no`; does nothing otherwise (and nothing at
/// all when valgrind's headers were missing at build time).
void decobench_callgrind_toggle(void);

/// 1 when valgrind's client-request header was present at build time.
int decobench_callgrind_available(void);

/// 1 when running under valgrind.
int decobench_running_on_valgrind(void);

#endif
