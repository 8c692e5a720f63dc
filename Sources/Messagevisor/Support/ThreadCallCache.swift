import Foundation

#if canImport(CMessagevisorICU)
  import CMessagevisorICU
#endif

/// The one per-thread context of the runtime: the call snapshots one thread used last, each
/// valid for the stamps it was read at, and the thread's spare ICU number result
/// (`numberResultCell`).
///
/// It is the only thread-specific slot the runtime creates (one `pthread_key_t`), and
/// `currentIdentity` is the only notion of "this thread" (`ResultCopies`, `LocaleData`;
/// `docs/decisions.md D25`).
///
/// Why this is safe by construction: every thread has its own cache (a pthread
/// thread-specific slot), and only that thread ever reads or writes it, so there is no shared
/// pointer to race on: no other thread can release a snapshot while this one retains it. The
/// snapshots in it are the thread's own copies (`CallState(copying:)`), so retaining and
/// releasing one per call writes a reference count no other core touches.
///
/// An entry answers a call when its instance serial (unique per instance, never reused, unlike
/// an `ObjectIdentifier`) and both stamps equal the current ones: the family's store
/// generation and the instance's change count. Both counts only grow, and an entry is
/// tagged with counts read before its snapshot was, so equal counts mean nothing changed
/// since: the snapshot is the current state, and a call that starts after a setter returned
/// (which advanced a count) misses and reads the instance again.
///
/// A replaced or evicted snapshot is released after the cache is consistent again: its
/// release can run module code that translates again on this thread. While a call borrows a
/// snapshot (`withSnapshot`), one that a nested call on the same thread replaces is parked
/// instead, and released when the outermost borrow ends, so a borrowed snapshot (and what it
/// holds: the datafile, its entries and compiled forms) outlives every use. The cache keeps at most
/// `capacity` snapshots per thread; an idle thread keeps its last ones (and what they hold)
/// until it calls again or exits, when the slot's destructor releases them.
@usableFromInline
final class ThreadCallCache {
  /// What identifies a snapshot: its instance and the counts it is valid for.
  struct Stamp: Equatable {
    let instance: Int
    let generation: Int
    let change: Int
  }

  private struct Entry {
    let stamp: Stamp
    /// True when the snapshot is its instance's active locale's (answers `requested: nil`).
    let isActive: Bool
    let state: CallState
    /// `state` without a reference count, for `withSnapshot`.
    let borrowed: Unmanaged<CallState>

    init(stamp: Stamp, isActive: Bool, state: CallState) {
      self.stamp = stamp
      self.isActive = isActive
      self.state = state
      self.borrowed = Unmanaged.passUnretained(state)
    }
  }

  /// The most snapshots one thread keeps.
  static let capacity = 8

  private let entries: UnsafeMutablePointer<Entry?>
  private var count = 0
  private var nextVictim = 0
  /// How many `withSnapshot` bodies are running on this thread (nested calls count each).
  ///
  /// Unchecked exclusivity: only this thread touches the cache, and the dynamic check cost
  /// ~75 instructions per call.
  @exclusivity(unchecked) private var borrows = 0
  /// Snapshots replaced or evicted while one was borrowed, released when the last borrow ends.
  @exclusivity(unchecked) private var parked: [CallState] = []

  #if DEBUG
    /// The lending scopes open on this thread, innermost last (`BorrowScope`).
    @usableFromInline var openLendingScopes: [UInt64] = []
    /// How many lending scopes this thread has opened.
    @usableFromInline var lendingScopeCount: UInt64 = 0
  #endif

  #if canImport(CMessagevisorICU)
    /// The thread's idle ICU `UFormattedNumber`, if any (`ICUNumberFormatterHandle`); closed
    /// with the thread. Its address stays valid for the thread's life.
    let numberResultCell: UnsafeMutablePointer<OpaquePointer?>
  #endif

  init() {
    entries = .allocate(capacity: Self.capacity)
    entries.initialize(repeating: nil, count: Self.capacity)
    #if canImport(CMessagevisorICU)
      numberResultCell = .allocate(capacity: 1)
      numberResultCell.initialize(to: nil)
    #endif
  }

  deinit {
    entries.deinitialize(count: Self.capacity)
    entries.deallocate()
    #if canImport(CMessagevisorICU)
      if let idle = numberResultCell.pointee { swift_unumf_closeResult(idle) }
      numberResultCell.deinitialize(count: 1)
      numberResultCell.deallocate()
    #endif
  }

  /// The snapshot for `stamp` in `requested` (nil: the active locale), if this thread has it.
  func snapshot(_ stamp: Stamp, requested: String?) -> CallState? {
    guard let index = position(stamp, requested: requested) else { return nil }
    return entries[index]?.state
  }

  /// The position of the entry for `stamp` in `requested`, if any.
  private func position(_ stamp: Stamp, requested: String?) -> Int? {
    for index in 0..<count {
      guard let entry = entries[index], entry.stamp == stamp else { continue }
      if let requested {
        if entry.state.locale == requested { return index }
      } else if entry.isActive {
        return index
      }
    }
    return nil
  }

  /// Keeps `state` for `stamp`, in place of a stale snapshot of the same instance and kind
  /// when there is one, else of the oldest entry.
  func keep(_ state: CallState, stamp: Stamp, isActive: Bool) {
    let index = slot(for: state, stamp: stamp, isActive: isActive)
    let replaced = entries[index].take()
    entries[index] = Entry(stamp: stamp, isActive: isActive, state: state)
    if borrows > 0, let replaced {
      // An enclosing call on this thread may be reading it: kept until that call ends.
      parked.append(replaced.state)
      return
    }
    // Released here, with the cache consistent: a deinit may translate on this thread.
    withExtendedLifetime(replaced) {}
  }

  /// Ends one borrow; the last one releases what was parked meanwhile (with the cache
  /// consistent and no borrow left, as `keep` releases).
  private func endBorrow() {
    borrows -= 1
    guard borrows == 0, !parked.isEmpty else { return }
    let released = parked
    parked = []
    withExtendedLifetime(released) {}
  }

  private func slot(for state: CallState, stamp: Stamp, isActive: Bool) -> Int {
    for index in 0..<count {
      guard let entry = entries[index], entry.stamp.instance == stamp.instance else { continue }
      if entry.isActive == isActive, isActive || entry.state.locale == state.locale {
        return index
      }
    }
    if count < Self.capacity {
      count += 1
      return count - 1
    }
    let victim = nextVictim
    nextVictim = (nextVictim + 1) % Self.capacity
    return victim
  }

  /// The snapshot this thread keeps for `stamp` in `requested`, if any: the fast path.
  ///
  /// Borrows the thread's cache without retaining it: only the slot's destructor, when the
  /// thread exits, releases it.
  static func snapshot(_ stamp: Stamp, requested: String?) -> CallState? {
    guard let raw = pthread_getspecific(key) else { return nil }
    return Unmanaged<ThreadCallCache>.fromOpaque(raw)._withUnsafeGuaranteedRef { cache in
      cache.snapshot(stamp, requested: requested)
    }
  }

  /// Runs `body` on the snapshot this thread keeps for `stamp` in `requested`, borrowed: no
  /// reference count is touched; nil when the thread has none.
  ///
  /// `body` may run anyone's code (a module's render, a listener), which may translate again
  /// on this thread and replace the borrowed entry: the replaced snapshot is then parked until
  /// the outermost borrow ends (`keep`), so what `body` reads stays alive. Only the slot's
  /// destructor, when the thread exits, releases the cache itself. `body` may return the
  /// snapshot, which then is retained as usual.
  static func withSnapshot<Result>(
    _ stamp: Stamp, requested: String?, _ body: (CallState) throws -> Result
  ) rethrows -> Result? {
    guard let raw = pthread_getspecific(key) else { return nil }
    return try Unmanaged<ThreadCallCache>.fromOpaque(raw)._withUnsafeGuaranteedRef { cache in
      guard let index = cache.position(stamp, requested: requested),
        let borrowed = cache.entries[index]?.borrowed
      else { return nil }
      cache.borrows += 1
      defer { cache.endBorrow() }
      // What `body` reads of the snapshot is lent for this scope (`Borrowed`).
      return try BorrowScope.lending { try borrowed._withUnsafeGuaranteedRef(body) }
    }
  }

  /// This thread's cache, created on first use.
  @usableFromInline
  static var current: ThreadCallCache {
    if let raw = pthread_getspecific(key) {
      return Unmanaged<ThreadCallCache>.fromOpaque(raw).takeUnretainedValue()
    }
    let made = ThreadCallCache()
    pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
    return made
  }

  /// The calling thread's identity, unique among live threads (a finished thread's may be
  /// reused); never 0.
  @inlinable @inline(__always)
  static var currentIdentity: UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }

  #if canImport(CMessagevisorICU)
    /// This thread's spare ICU number result cell (`numberResultCell`), its context made on
    /// first use; valid until the thread ends.
    static func currentNumberResultCell() -> UnsafeMutablePointer<OpaquePointer?> {
      if let raw = pthread_getspecific(key) {
        return Unmanaged<ThreadCallCache>.fromOpaque(raw)._withUnsafeGuaranteedRef {
          $0.numberResultCell
        }
      }
      return current.numberResultCell
    }
  #endif

  /// The thread-specific slot; its destructor releases a finished thread's cache.
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { raw in
      guard let raw = raw as UnsafeMutableRawPointer? else { return }
      Unmanaged<ThreadCallCache>.fromOpaque(raw).release()
    }
    precondition(status == 0, "pthread_key_create failed: \(status)")
    return key
  }()
}
