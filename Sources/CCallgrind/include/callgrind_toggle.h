#ifndef CALLGRIND_TOGGLE_H
#define CALLGRIND_TOGGLE_H

/// Switches callgrind's instruction collection on or off when the process runs under
/// `valgrind --tool=callgrind --collect-atstart=no`; does nothing otherwise (and nothing at
/// all when valgrind's headers were missing at build time).
void decobench_callgrind_toggle(void);

#endif
