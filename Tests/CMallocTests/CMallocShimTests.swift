import CMalloc
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The allocator's tuning reaches glibc (`FreedMemory` in the executable calls this).
@Suite("CMalloc shim") struct CMallocShimTests {
  // mallopt(3): a block under the mapping threshold comes from the heap, and freed heap under
  // the trim threshold is kept, so a freed 8 MB block stays as free heap (glibc maps a block
  // of 128 KB or more on its own by default, and unmaps it when it is freed).
  @Test func aFreedLargeBlockIsKept() {
    #if os(Linux)
      #expect(ll_keep_freed_memory(32 << 20, 256 << 20) == 1)
      let size = 8 << 20
      let block = malloc(size)
      #expect(block != nil)
      free(block)
      #expect(mallinfo2().fordblks >= size)
    #else
      #expect(ll_keep_freed_memory(32 << 20, 256 << 20) == 0)
    #endif
  }
}
