#ifndef TACTILE_CACHE_HINTS_H
#define TACTILE_CACHE_HINTS_H

/// Hints to the processor's caches, which Swift has no words for. Inline: the software
/// backend calls them once per row it blends.

/// Asks for the `bytes` bytes from `start` to be brought into the caches, to be read soon.
static inline void tactile_prefetch_for_reading(const void *start, long bytes) {
  for (long i = 0; i < bytes; i += 64) __builtin_prefetch((const char *)start + i, 0, 3);
}

/// The same, for bytes to be written soon.
static inline void tactile_prefetch_for_writing(const void *start, long bytes) {
  for (long i = 0; i < bytes; i += 64) __builtin_prefetch((const char *)start + i, 1, 3);
}

#endif
