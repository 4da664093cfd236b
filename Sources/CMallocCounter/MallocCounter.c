// Counts heap allocations for tactile-bench.
//
// This file defines malloc, calloc, realloc, memalign, posix_memalign and aligned_alloc. An
// executable's definitions interpose on the C library's for every shared object (Swift
// runtime, SDL, …), so every allocation in the process passes through here. Each one bumps an
// atomic counter and one of the calling thread's, and forwards to glibc's own entry points
// (__libc_malloc & co., exported by glibc for exactly this purpose), so blocks still come from glibc's allocator and its free,
// malloc_usable_size, etc. work unchanged. Only the tactile-bench executable links this target;
// the app and the tests never do.
#include "MallocCounter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic uint64_t allocations;
static _Thread_local uint64_t thread_allocations;

static inline void count_one(void) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  thread_allocations += 1;
}

uint64_t tactile_allocation_count(void) {
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}

uint64_t tactile_thread_allocation_count(void) { return thread_allocations; }

void *malloc(size_t size) {
  count_one();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_one();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_one();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
  // The alignment must be a power of two and a multiple of sizeof(void *).
  if (alignment == 0 || (alignment & (alignment - 1)) != 0 || alignment % sizeof(void *) != 0) {
    return EINVAL;
  }
  count_one();
  void *p = __libc_memalign(alignment, size);
  if (p == NULL) return ENOMEM;
  *out = p;
  return 0;
}
