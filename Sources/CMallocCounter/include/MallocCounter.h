#ifndef TACTILE_MALLOC_COUNTER_H
#define TACTILE_MALLOC_COUNTER_H

#include <stdint.h>

/// Heap allocations (malloc, calloc, realloc and the aligned variants) made by the whole
/// process since it started. Linked into `tactile-bench` only: the bench reads it before and
/// after a run of frames to count allocations per frame.
uint64_t tactile_allocation_count(void);

/// The same, made by the calling thread only.
uint64_t tactile_thread_allocation_count(void);

#endif
