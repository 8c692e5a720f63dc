import Synchronization

/// The presets one call snapshot has prepared, by family and name (`CallState.presets`).
///
/// Each thread works with its own snapshot, so the lock is never contended; it is held only
/// to read or add an entry, never while a preset is prepared. A name that cannot be prepared
/// is kept as nil, so it is not tried again. At most `capacity` names are kept per family (a
/// message names its presets in its text, so more means unusual input): past that, presets
/// are prepared for the call and not kept. One object per snapshot, made with it.
final class PresetMemo: Sendable {
  /// The most preset names one snapshot keeps per family.
  static let capacity = 256

  private struct Entries {
    var number: [String: PreparedNumberPreset?] = [:]
    var date: [String: PreparedDatePreset?] = [:]
    var time: [String: PreparedDatePreset?] = [:]
  }

  private let entries = Mutex(Entries())

  /// The prepared number preset `name`, made by `prepare` on the first request.
  func number(_ name: String, prepare: () -> PreparedNumberPreset?) -> PreparedNumberPreset? {
    if let found = entries.withLock({ $0.number[name] }) {
      return found
    }
    let made = prepare()
    entries.withLock { Self.keep(made, as: name, in: &$0.number) }
    return made
  }

  /// The prepared date (or time) preset `name`, made by `prepare` on the first request.
  func date(_ name: String, kind: DateFormatKind, prepare: () -> PreparedDatePreset?)
    -> PreparedDatePreset?
  {
    let found = entries.withLock { entries in
      kind == .date ? entries.date[name] : entries.time[name]
    }
    if let found {
      return found
    }
    let made = prepare()
    entries.withLock { entries in
      if kind == .date {
        Self.keep(made, as: name, in: &entries.date)
      } else {
        Self.keep(made, as: name, in: &entries.time)
      }
    }
    return made
  }

  /// Keeps `made` (nil too) as `name` unless the family is full or has it already.
  private static func keep<Prepared>(
    _ made: Prepared?,
    as name: String,
    in family: inout [String: Prepared?]
  ) {
    if family.count < capacity, family[name] == nil {
      family[name] = .some(made)
    }
  }
}
