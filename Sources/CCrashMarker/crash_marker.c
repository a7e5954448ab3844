#include "crash_marker.h"

#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static char marker[256];
/// The program's name, for the lines on standard error: "decobench", or a user's executable.
static char program[64] = "decobench";
static volatile sig_atomic_t marker_length = 0;
static int marker_fd = -1;
/// Bumped by every `decobench_crash_marker_set` and `decobench_watchdog_beat`: the watchdog's sign
/// of progress.
static volatile unsigned long marker_generation = 0;
/// Seconds without progress before the watchdog stops the process.
static double watchdog_limit = 0;
static const int signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE};
#define SIGNAL_COUNT (sizeof signals / sizeof signals[0])
/// The handlers before ours (the Swift runtime's backtracer, when on): called after the marker.
static struct sigaction previous[SIGNAL_COUNT];

static void write_all(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t n = write(fd, bytes, length);
        if (n <= 0) return;
        bytes += n;
        length -= (size_t)n;
    }
}

/// Writes "<program><what><phrase>" on a line of its own to standard error, the phrase being the
/// marker's part for people: what follows the strategy's name and its tab.
static void say_doing(const char *what, size_t what_length) {
    size_t length = (size_t)marker_length;
    size_t phrase = 0;
    while (phrase < length && marker[phrase] != '\t') phrase++;
    phrase = phrase < length ? phrase + 1 : 0;
    write_all(STDERR_FILENO, "\n", 1);
    write_all(STDERR_FILENO, program, strlen(program));
    write_all(STDERR_FILENO, what, what_length);
    write_all(STDERR_FILENO, marker + phrase, length - phrase);
    write_all(STDERR_FILENO, "\n", 1);
}

static void on_trap(int sig) {
    if (marker_fd >= 0) write_all(marker_fd, marker, (size_t)marker_length);
    static const char what[] = ": trapped while ";
    say_doing(what, sizeof what - 1);
    for (size_t i = 0; i < SIGNAL_COUNT; i++) {
        if (signals[i] == sig) sigaction(sig, &previous[i], NULL);
    }
    raise(sig);
}

void decobench_crash_marker_install(int fd, const char *name) {
    marker_fd = fd;
    if (name != NULL && name[0] != '\0') {
        strncpy(program, name, sizeof program - 1);
        program[sizeof program - 1] = '\0';
    }
    for (size_t i = 0; i < SIGNAL_COUNT; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = on_trap;
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], &action, &previous[i]);
    }
}

void decobench_crash_marker_set(const char *text) {
    size_t length = strnlen(text, sizeof marker - 1);
    marker_length = 0;
    memcpy(marker, text, length);
    marker_length = (sig_atomic_t)length;
    decobench_watchdog_beat();
}

void decobench_watchdog_beat(void) {
    __atomic_add_fetch(&marker_generation, 1, __ATOMIC_RELEASE);
}

unsigned long decobench_watchdog_progress(void) {
    return __atomic_load_n(&marker_generation, __ATOMIC_ACQUIRE);
}

/// Writes the marker and "<TAB>hung" to the marker file, says so on standard error, and ends the
/// process with DECOBENCH_WATCHDOG_STATUS. The main thread is stuck, so the marker is not moving.
static void stop_hung(void) {
    if (marker_fd >= 0) {
        write_all(marker_fd, marker, (size_t)marker_length);
        write_all(marker_fd, "\thung", 5);
    }
    static const char what[] = ": stopped by the watchdog: no progress while ";
    say_doing(what, sizeof what - 1);
    _exit(DECOBENCH_WATCHDOG_STATUS);
}

static void *watch(void *unused) {
    (void)unused;
    const struct timespec tick = {0, 100 * 1000 * 1000};
    unsigned long seen = __atomic_load_n(&marker_generation, __ATOMIC_ACQUIRE);
    double idle = 0;
    for (;;) {
        nanosleep(&tick, NULL);
        unsigned long now = __atomic_load_n(&marker_generation, __ATOMIC_ACQUIRE);
        if (now != seen) {
            seen = now;
            idle = 0;
            continue;
        }
        idle += 0.1;
        // Only while a strategy's work is marked: a stall of the harness itself is not a strategy's.
        if (idle >= watchdog_limit && marker_length > 0) stop_hung();
    }
    return NULL;
}

int decobench_watchdog_start(double seconds) {
    if (!(seconds > 0)) return 0;
    watchdog_limit = seconds;
    pthread_t thread;
    if (pthread_create(&thread, NULL, watch, NULL) != 0) return -1;
    pthread_detach(thread);
    return 0;
}
