import Synchronization
import Testing

@testable import Messagevisor

/// The bounded cache behind formatters, presets, plural selections and regular expressions,
/// with its most-recent slot.
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

  @Test("An evicted value is released after unlocking: its deinit may use the cache")
  func evictionOutsideTheLock() {
    let cache = BoundedCache<Int, ReleaseProbe>(capacity: 1)
    let seen = Mutex<[Int]>([])
    let report: @Sendable () -> Void = { [weak cache] in
      // Taking the cache's lock here would deadlock if the value were released under it.
      let count = cache?.count ?? -1
      seen.withLock { $0.append(count) }
    }
    _ = cache.value(for: 1) { _ in ReleaseProbe(report) }
    _ = cache.value(for: 2) { _ in ReleaseProbe(report) }
    #expect(seen.withLock { $0 } == [1], "the first value was evicted and released once")
    #expect(!cache.contains(1))
    #expect(cache.contains(2))
  }

  @Test("Regular expressions are compiled once per pattern and flags")
  func regexCache() throws {
    let pattern = "^cache-[0-9]+$"
    let first = try #require(PortableRegex.compiled(pattern: pattern, flags: "i"))
    let again = try #require(PortableRegex.compiled(pattern: pattern, flags: "i"))
    let other = try #require(PortableRegex.compiled(pattern: pattern, flags: ""))
    #expect(first === again)
    #expect(first !== other)
    #expect(PortableRegex.compiled(pattern: "(?=x)", flags: "") == nil)
    #expect(PortableRegex.compiled(pattern: "(?=x)", flags: "") == nil)
  }

  @Test("Plural rule selections are cached per requested locale")
  func pluralSelections() throws {
    let rules = PluralRules.shared
    let one = try #require(PluralOperands(decimal: "1"))
    for locale in ["en", "pt-PT", "en", "fr-CA", "pt-PT"] {
      let category = rules.category(of: one, locale: locale, type: .cardinal)
      #expect(category == .one, "\(locale)")
    }
    #expect(rules.ruleSet(locale: "pt-PT", type: .ordinal) != nil)
  }
}

/// Calls `onRelease` from its deinit.
private final class ReleaseProbe: Sendable {
  let onRelease: @Sendable () -> Void

  init(_ onRelease: @escaping @Sendable () -> Void) {
    self.onRelease = onRelease
  }

  deinit {
    onRelease()
  }
}
