#include "crash_marker.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

static char marker[256];
static volatile sig_atomic_t marker_length = 0;
static int marker_fd = -1;
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

static void on_trap(int sig) {
    size_t length = (size_t)marker_length;
    if (marker_fd >= 0) write_all(marker_fd, marker, length);
    // For people, the phrase after the strategy's name and its tab.
    size_t phrase = 0;
    while (phrase < length && marker[phrase] != '\t') phrase++;
    phrase = phrase < length ? phrase + 1 : 0;
    static const char prefix[] = "\ndecobench: trapped while ";
    write_all(STDERR_FILENO, prefix, sizeof prefix - 1);
    write_all(STDERR_FILENO, marker + phrase, length - phrase);
    write_all(STDERR_FILENO, "\n", 1);
    for (size_t i = 0; i < SIGNAL_COUNT; i++) {
        if (signals[i] == sig) sigaction(sig, &previous[i], NULL);
    }
    raise(sig);
}

void decobench_crash_marker_install(int fd) {
    marker_fd = fd;
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
}
