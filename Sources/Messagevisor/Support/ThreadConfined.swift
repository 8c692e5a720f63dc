/// The cache policy of a call snapshot (`CallState`): its memos belong to the thread that
/// made the snapshot copy, which is the only thread that calls with it.
///
/// The owner reads and fills a memo with no lock; any other thread (one that was handed the
/// snapshot some other way) is answered as if the memo were empty and adds nothing, so it
/// computes what it needs each time. Every memo is bounded and replaces nothing: past its
/// capacity (`PresetMemo`, `OverrideMemo`) or in a slot already taken (`ResultCopies`), what
/// is not kept is computed on each call, until a setter replaces the snapshot and its memos.
/// A memo is read and filled in separate accesses and never while its value is made
/// (`prepare`, `choose`): making it may run code that calls again on this thread.
/// `PresetMemo` and `OverrideMemo` keep their storage in one; `ResultCopies` checks the same
/// owner (`ThreadOwner`) before its table.
final class ThreadConfined<Storage: ~Copyable>: @unchecked Sendable {
  private let owner = ThreadOwner()
  /// Touched only by the owner thread, in accesses that never nest (see above), so the
  /// dynamic exclusivity check (dozens of instructions per access) is left out.
  @exclusivity(unchecked) private var storage: Storage

  /// A memo holding `storage`, owned by the calling thread.
  init(_ storage: consuming Storage) {
    self.storage = storage
  }

  /// What `body` reads from the storage; nil on any thread but the owner.
  @inline(__always)
  func read<Result>(_ body: (inout Storage) -> Result?) -> Result? {
    guard owner.isCurrent else { return nil }
    return body(&storage)
  }

  /// Lets `body` add to the storage; does nothing on any thread but the owner.
  @inline(__always)
  func write(_ body: (inout Storage) -> Void) {
    guard owner.isCurrent else { return }
    body(&storage)
  }
}

/// The thread that made a thread-confined cache (`ThreadCallCache.currentIdentity`).
struct ThreadOwner: Sendable {
  private let identity = ThreadCallCache.currentIdentity

  /// True on the thread that made this owner.
  @inline(__always)
  var isCurrent: Bool { identity == ThreadCallCache.currentIdentity }
}
