// A malloc interposer in the executable itself: symbols defined in the executable come first
// in the dynamic linker's search order, ahead of LD_PRELOADed libraries and libc, so every
// malloc in the process lands here. Each call is counted (when counting is on) and forwarded
// to dlsym(RTLD_NEXT, ...): glibc's malloc, or jemalloc's when it is preloaded. dlsym itself
// may allocate before the real functions are known; those few calls are served from a static
// bootstrap arena that is never freed.
#define _GNU_SOURCE
#include "alloc_counter.h"
#include <dlfcn.h>
#include <errno.h>
#include <malloc.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

static void *(*real_malloc)(size_t);
static void *(*real_calloc)(size_t, size_t);
static void *(*real_realloc)(void *, size_t);
static void (*real_free)(void *);
static int (*real_posix_memalign)(void **, size_t, size_t);
static void *(*real_aligned_alloc)(size_t, size_t);
static void *(*real_memalign)(size_t, size_t);

// Counting is per thread: only the thread that called alloc_counter_start() is counted, so a
// background thread of the runtime or Foundation cannot change a measured figure.
static __thread int counting;
static __thread long long counted;
static __thread long long counted_bytes;
static __thread int seen_call;

static _Alignas(64) char bootstrap[1 << 16];
static size_t bootstrap_used;
static int resolving;

static void *bootstrap_alloc(size_t size) {
    size = (size + 15) & ~(size_t)15;
    if (bootstrap_used + size > sizeof bootstrap) return NULL;
    void *p = bootstrap + bootstrap_used;
    bootstrap_used += size;
    return p;
}

static int in_bootstrap(const void *p) {
    return (const char *)p >= bootstrap && (const char *)p < bootstrap + sizeof bootstrap;
}

static void resolve(void) {
    if (real_malloc || resolving) return;
    resolving = 1;
    real_calloc = (void *(*)(size_t, size_t))dlsym(RTLD_NEXT, "calloc");
    real_realloc = (void *(*)(void *, size_t))dlsym(RTLD_NEXT, "realloc");
    real_free = (void (*)(void *))dlsym(RTLD_NEXT, "free");
    real_posix_memalign = (int (*)(void **, size_t, size_t))dlsym(RTLD_NEXT, "posix_memalign");
    real_aligned_alloc = (void *(*)(size_t, size_t))dlsym(RTLD_NEXT, "aligned_alloc");
    real_memalign = (void *(*)(size_t, size_t))dlsym(RTLD_NEXT, "memalign");
    real_malloc = (void *(*)(size_t))dlsym(RTLD_NEXT, "malloc");
    resolving = 0;
}

static inline void count(size_t size) {
    seen_call = 1;
    if (counting) {
        counted += 1;
        counted_bytes += (long long)size;
    }
}

void *malloc(size_t size) {
    if (!real_malloc) {
        resolve();
        if (!real_malloc) return bootstrap_alloc(size);
    }
    count(size);
    return real_malloc(size);
}

void *calloc(size_t n, size_t size) {
    if (!real_calloc) {
        resolve();
        if (!real_calloc) return bootstrap_alloc(n * size); // static storage is zeroed
    }
    count(n * size);
    return real_calloc(n, size);
}

void *realloc(void *p, size_t size) {
    if (in_bootstrap(p)) {
        void *q = malloc(size);
        if (q) memcpy(q, p, size); // the arena is large enough to read past a small block
        return q;
    }
    if (!real_realloc) resolve();
    count(size);
    return real_realloc(p, size);
}

void free(void *p) {
    if (!p || in_bootstrap(p)) return;
    if (!real_free) resolve();
    real_free(p);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (!real_posix_memalign) resolve();
    count(size);
    return real_posix_memalign(out, alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    if (!real_aligned_alloc) resolve();
    count(size);
    return real_aligned_alloc(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
    if (!real_memalign) resolve();
    count(size);
    return real_memalign(alignment, size);
}

void alloc_counter_start(void) {
    counted = 0;
    counted_bytes = 0;
    counting = 1;
}

void alloc_counter_stop(void) { counting = 0; }
long long alloc_counter_count(void) { return counted; }
long long alloc_counter_bytes(void) { return counted_bytes; }

int alloc_counter_is_interposing(void) {
    // A fresh allocation through the Swift-visible malloc must reach this file.
    seen_call = 0;
    void *p = malloc(24);
    free(p);
    return seen_call;
}

typedef int (*mallctl_fn)(const char *, void *, size_t *, void *, size_t);

static mallctl_fn find_mallctl(void) {
    return (mallctl_fn)dlsym(RTLD_DEFAULT, "mallctl");
}

int alloc_counter_is_jemalloc(void) { return find_mallctl() != NULL; }

long long alloc_counter_heap_in_use(void) {
    mallctl_fn mallctl = find_mallctl();
    if (mallctl) {
        uint64_t epoch = 1;
        size_t len = sizeof epoch;
        mallctl("epoch", &epoch, &len, &epoch, len);
        size_t allocated = 0;
        len = sizeof allocated;
        if (mallctl("stats.allocated", &allocated, &len, NULL, 0) == 0) return (long long)allocated;
        return -1;
    }
    struct mallinfo2 info = mallinfo2();
    return (long long)(info.uordblks + info.hblkhd);
}
