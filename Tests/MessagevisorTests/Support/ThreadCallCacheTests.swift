import Foundation
import Testing

@testable import Messagevisor

/// The per-thread snapshot cache: which stamps and locales an entry answers, what it evicts,
/// and that a finished thread's snapshots are released.
@Suite("Thread call cache")
struct ThreadCallCacheTests {
  static func state(_ locale: String) -> CallState {
    CallState(locale: locale, context: [:], currency: nil, timeZone: nil)
  }

  static func stamp(_ instance: Int, generation: Int = 1, change: Int = 1)
    -> ThreadCallCache.Stamp
  {
    ThreadCallCache.Stamp(instance: instance, generation: generation, change: change)
  }

  @Test("An entry answers only its own instance and stamps")
  func stampsMustMatch() {
    let cache = ThreadCallCache()
    let kept = Self.state("en")
    cache.keep(kept, stamp: Self.stamp(1), isActive: true)
    #expect(cache.snapshot(Self.stamp(1), requested: nil) === kept)
    #expect(cache.snapshot(Self.stamp(2), requested: nil) == nil)
    #expect(cache.snapshot(Self.stamp(1, generation: 2), requested: nil) == nil)
    #expect(cache.snapshot(Self.stamp(1, change: 2), requested: nil) == nil)
  }

  @Test("withSnapshot lends this thread's snapshot for its stamp and locale, else gives nil")
  func borrowedSnapshot() {
    // Serials of real instances count up from 1: a negative one meets no other entry.
    let stamp = Self.stamp(-7)
    let kept = Self.state("en")
    ThreadCallCache.current.keep(kept, stamp: stamp, isActive: true)
    #expect(ThreadCallCache.withSnapshot(stamp, requested: nil) { $0.locale } == "en")
    #expect(ThreadCallCache.withSnapshot(stamp, requested: "en") { $0 === kept } == true)
    #expect(ThreadCallCache.withSnapshot(stamp, requested: "de") { $0.locale } == nil)
    #expect(
      ThreadCallCache.withSnapshot(Self.stamp(-7, change: 2), requested: nil) { _ in 1 } == nil)
  }

  @Test("A snapshot replaced while one is borrowed is released when the outermost borrow ends")
  func replacedWhileBorrowedIsParked() {
    let stamp = Self.stamp(-8)
    weak var first: CallState?
    do {
      let kept = Self.state("en")
      first = kept
      ThreadCallCache.current.keep(kept, stamp: stamp, isActive: true)
    }
    let outer = ThreadCallCache.withSnapshot(stamp, requested: nil) { borrowed -> Bool in
      // A nested call on this thread replaces the entry the outer body is reading.
      let nested = ThreadCallCache.withSnapshot(stamp, requested: nil) { _ -> Bool in
        ThreadCallCache.current.keep(
          Self.state("de"), stamp: Self.stamp(-8, change: 2), isActive: true)
        return first != nil
      }
      return nested == true && first != nil && borrowed.locale == "en"
    }
    #expect(outer == true, "kept alive through both borrows")
    #expect(first == nil, "released once the outermost borrow ended")
  }

  @Test("Without a borrow, a replaced snapshot is released at once")
  func replacedUnborrowedIsReleased() {
    weak var first: CallState?
    do {
      let kept = Self.state("en")
      first = kept
      ThreadCallCache.current.keep(kept, stamp: Self.stamp(-9), isActive: true)
    }
    ThreadCallCache.current.keep(
      Self.state("en"), stamp: Self.stamp(-9, change: 2), isActive: true)
    #expect(first == nil)
  }

  @Test("The active snapshot answers calls without a locale; any answers its own locale")
  func localesOfEntries() {
    let cache = ThreadCallCache()
    let active = Self.state("en")
    let other = Self.state("de")
    cache.keep(active, stamp: Self.stamp(1), isActive: true)
    cache.keep(other, stamp: Self.stamp(1), isActive: false)
    #expect(cache.snapshot(Self.stamp(1), requested: nil) === active)
    #expect(cache.snapshot(Self.stamp(1), requested: "en") === active)
    #expect(cache.snapshot(Self.stamp(1), requested: "de") === other)
    #expect(cache.snapshot(Self.stamp(1), requested: "fr") == nil)
  }

  @Test("A newer snapshot of an instance replaces its stale one, not another instance's")
  func staleEntriesAreReplaced() {
    let cache = ThreadCallCache()
    let first = Self.state("en")
    cache.keep(first, stamp: Self.stamp(1), isActive: true)
    for index in 2...ThreadCallCache.capacity {
      cache.keep(Self.state("en"), stamp: Self.stamp(index), isActive: true)
    }
    weak var released: CallState?
    do {
      let stale = Self.state("en")
      released = stale
      cache.keep(stale, stamp: Self.stamp(2, change: 2), isActive: true)
    }
    #expect(released != nil)
    let fresh = Self.state("en")
    cache.keep(fresh, stamp: Self.stamp(2, change: 3), isActive: true)
    #expect(released == nil, "the stale snapshot is released when replaced")
    #expect(cache.snapshot(Self.stamp(1), requested: nil) === first)
    #expect(cache.snapshot(Self.stamp(2, change: 3), requested: nil) === fresh)
  }

  @Test("A full cache evicts its oldest entry")
  func oldestIsEvicted() {
    let cache = ThreadCallCache()
    for index in 1...ThreadCallCache.capacity + 1 {
      cache.keep(Self.state("en"), stamp: Self.stamp(index), isActive: true)
    }
    #expect(cache.snapshot(Self.stamp(1), requested: nil) == nil)
    for index in 2...ThreadCallCache.capacity + 1 {
      #expect(cache.snapshot(Self.stamp(index), requested: nil) != nil, "instance \(index)")
    }
  }

  @Test("A thread's snapshots are released when the thread exits")
  func finishedThreadsReleaseTheirSnapshots() async throws {
    let watcher = WeakBox()
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: DatafileContent(locale: "en", translations: ["plain": "Plain"]),
        logLevel: .fatal))
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      let thread = Thread {
        _ = try? sdk.translate("plain")
        let kept = ThreadCallCache.snapshot(
          ThreadCallCache.Stamp(
            instance: sdk.serial, generation: sdk.family.generation.current,
            change: sdk.changes.current),
          requested: nil)
        watcher.set(kept)
        done.resume()
      }
      thread.start()
    }
    #expect(watcher.wasSet)
    // The thread's cache is released by the slot destructor after its body returned.
    let deadline = Date().addingTimeInterval(5)
    while watcher.isAlive, Date() < deadline {
      try await Task.sleep(nanoseconds: 10_000_000)
    }
    #expect(!watcher.isAlive)
  }
}

/// Watches one snapshot from another thread without keeping it alive.
private final class WeakBox: @unchecked Sendable {
  // Safe: both fields are only touched under `lock`.
  private let lock = NSLock()
  private weak var state: CallState?
  private var set = false

  func set(_ kept: CallState?) {
    lock.withLock {
      state = kept
      set = kept != nil
    }
  }

  var wasSet: Bool { lock.withLock { set } }
  var isAlive: Bool { lock.withLock { state != nil } }
}
