import Foundation

/// The per-thread allocation counter of `Benchmarks/alloc_counter.c`, when it is preloaded.
///
/// `make bench` starts the benchmark with `LD_PRELOAD` naming that library, which adds one to
/// a counter of the calling thread on every allocating C heap call (malloc, calloc, realloc,
/// posix_memalign, …). Without the library `find()` returns nil and no allocation figures are
/// reported. Reading the counter allocates nothing.
struct AllocationCounter {
  /// The C symbol that returns the calling thread's count.
  static let symbol = "messagevisor_bench_thread_allocations"

  private typealias Read = @convention(c) () -> UInt64
  private let read: Read

  /// The counter of the preloaded library, or nil when the process runs without it.
  static func find() -> AllocationCounter? {
    guard let address = dlsym(nil, symbol) else { return nil }
    return AllocationCounter(read: unsafeBitCast(address, to: Read.self))
  }

  /// Allocating calls the calling thread has made since it started.
  func count() -> UInt64 {
    read()
  }
}
