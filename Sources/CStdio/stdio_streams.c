#include "stdio_streams.h"

FILE *decobench_stdout(void) { return stdout; }

FILE *decobench_stderr(void) { return stderr; }
