// Valgrind client requests are inline-assembly macros in C headers, so they live here.
#include "callgrind_toggle.h"

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define DECOBENCH_HAVE_CALLGRIND 1
#endif
#endif

void decobench_callgrind_toggle(void) {
#ifdef DECOBENCH_HAVE_CALLGRIND
    CALLGRIND_TOGGLE_COLLECT;
#endif
}
