import Foundation

/// The process's resident set size.
enum ResidentMemory {
  /// Bytes resident now (0 where `/proc` is unavailable).
  ///
  /// Freed heap pages are returned to the system first, so the figure is what the process
  /// retains rather than the allocator's high-water mark.
  static func bytes() -> Int {
    trimHeap()
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}

extension ResidentMemory {
  /// Calls glibc's `malloc_trim(0)` when the C library has it (looked up at run time).
  static func trimHeap() {
    guard let symbol = dlsym(nil, "malloc_trim") else { return }
    typealias Trim = @convention(c) (Int) -> Int32
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
  }
}
