/* CMalloc shim: the C allocator's tuning, quarantined here as CNCursesW's shim quarantines
 * curses (STYLE.md rule 9). `mallopt` and its parameters are documented in
 * /usr/include/malloc.h and mallopt(3). */
#ifndef LL_CMALLOC_SHIM_H
#define LL_CMALLOC_SHIM_H

#if defined(__linux__)
#include <malloc.h>

/* Blocks of up to `mmap_threshold` bytes come from the heap rather than a mapping of their
 * own, and up to `trim_threshold` bytes of freed heap are kept: 1 when the library took both. */
static inline int ll_keep_freed_memory(int mmap_threshold, int trim_threshold) {
  return mallopt(M_MMAP_THRESHOLD, mmap_threshold) == 1
    && mallopt(M_TRIM_THRESHOLD, trim_threshold) == 1;
}
#else
/* Elsewhere the allocator keeps its own policy. */
static inline int ll_keep_freed_memory(int mmap_threshold, int trim_threshold) {
  (void)mmap_threshold;
  (void)trim_threshold;
  return 0;
}
#endif

#endif
