import CMalloc

/// Keeps the memory a layout frees for the next one, rather than handing it back to the
/// system at once.
///
/// A full layout of a large scene allocates its result and its working arrays (about 5 MB
/// for the 10,000-view row) and frees the last result when the next is made. glibc maps
/// blocks of 128 KB and more on their own and gives freed memory at the top of the heap back
/// to the system, so the next layout faulted every one of those pages in again: 1,230 page
/// faults and a third of the row's layout time (issue #17, `perf stat -e page-faults`), paid
/// by the benchmark and by the playground's re-layouts of a large file alike. Blocks of up to
/// 32 MB now come from the heap, and up to 256 MB of freed heap is kept. Linux only: elsewhere
/// the allocator keeps its own policy.
enum FreedMemory {
  /// Blocks up to this size come from the heap.
  static let mappingThreshold: Int32 = 32 << 20
  /// Up to this much freed heap is kept.
  static let trimThreshold: Int32 = 256 << 20

  /// Tunes the allocator for this process; returns whether it took the tuning.
  @discardableResult
  static func keepForReuse() -> Bool {
    ll_keep_freed_memory(mappingThreshold, trimThreshold) == 1
  }
}
