import Synchronization

/// The presets of one family that one call snapshot has prepared, by name
/// (`CallState.numberPresets`, `datePresets`, `timePresets`).
///
/// Each thread works with its own snapshot, so the lock is never contended; it is held only
/// to read or add an entry, never while a preset is prepared. A name that cannot be prepared
/// is kept as nil, so it is not tried again. At most `capacity` names are kept (a message
/// names its presets in its text, so more means unusual input): past that, presets are
/// prepared for the call and not kept.
final class PresetMemo<Prepared: AnyObject & Sendable>: Sendable {
  /// The most preset names one snapshot keeps per family.
  static var capacity: Int { 256 }

  private let entries = Mutex<[String: Prepared?]>([:])

  /// The prepared preset `name`, made by `prepare` on the first request.
  func preset(_ name: String, prepare: () -> Prepared?) -> Prepared? {
    if let found = entries.withLock({ $0[name] }) {
      return found
    }
    let made = prepare()
    entries.withLock { entries in
      if entries.count < Self.capacity, entries[name] == nil {
        entries[name] = .some(made)
      }
    }
    return made
  }
}
