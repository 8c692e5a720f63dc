import Synchronization
import Testing

@testable import Messagevisor

/// The bounded cache behind formatter keys and injected presets, with its most-recent slot.
@Suite("Bounded cache")
struct BoundedCacheTests {
  /// Access patterns: the same key again and again, alternating keys, and more keys than fit.
  static let patterns: [[Int]] = [
    [1, 1, 1, 1],
    [1, 2, 1, 2, 1, 2],
    [1, 2, 3, 4, 5, 1, 2, 3, 4, 5],
    [5, 4, 3, 2, 1, 1, 2, 3],
  ]

  @Test(
    "Every read returns the value of its own key, computing each at most when missing",
    arguments: patterns)
  func valuesMatchKeys(_ pattern: [Int]) {
    let cache = BoundedCache<Int, String>(capacity: 3)
    let computed = Mutex<[Int]>([])
    for key in pattern {
      let value = cache.value(for: key) { key in
        computed.withLock { $0.append(key) }
        return "value \(key)"
      }
      #expect(value == "value \(key)")
      #expect(cache.count <= 3)
    }
    let misses = computed.withLock { $0 }
    #expect(Set(misses) == Set(pattern))
    #expect(misses.count <= pattern.count)
  }

  @Test("A key read again at once is served without computing it")
  func repeatedKey() {
    let cache = BoundedCache<String, Int>(capacity: 2)
    let calls = Mutex(0)
    for _ in 0..<5 {
      _ = cache.value(for: "a") { _ in
        calls.withLock { $0 += 1 }
        return 1
      }
    }
    #expect(calls.withLock { $0 } == 1)
  }
}
