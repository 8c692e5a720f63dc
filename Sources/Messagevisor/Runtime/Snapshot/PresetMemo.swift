/// The presets one call snapshot has prepared, by family and name (`CallState.presets`), and
/// by the currency or time zone a call brings of its own.
///
/// Confined to the thread that made the snapshot copy (`ThreadConfined`, the policy of every
/// snapshot memo): read and filled without a lock, never while a preset is prepared. A name
/// that cannot be prepared is kept as nil, so it is not tried again. At most `capacity`
/// entries are kept per family (a message names its presets in its text, so more means
/// unusual input): past that, presets are prepared for the call and not kept. One object
/// per snapshot, made with it.
final class PresetMemo: Sendable {
  /// The most entries one snapshot keeps per family.
  static let capacity = 256

  /// A preset name with the currency or time zone of the call it was prepared for.
  struct Variant: Hashable {
    let name: String
    let setting: String
  }

  private struct Entries {
    var number: [String: PreparedNumberPreset?] = [:]
    var date: [String: PreparedDatePreset?] = [:]
    var time: [String: PreparedDatePreset?] = [:]
    var numberInCurrency: [Variant: PreparedNumberPreset?] = [:]
    var dateInZone: [Variant: PreparedDatePreset?] = [:]
    var timeInZone: [Variant: PreparedDatePreset?] = [:]
    var skeleton: [String: PreparedDatePreset?] = [:]
    var skeletonInZone: [Variant: PreparedDatePreset?] = [:]
  }

  private let entries = ThreadConfined(Entries())

  /// The prepared number preset `name`, made by `prepare` on the first request.
  func number(_ name: String, prepare: () -> PreparedNumberPreset?) -> PreparedNumberPreset? {
    if let found = entries.read({ $0.number[name] }) {
      return found
    }
    let made = prepare()
    entries.write { Self.keep(made, as: name, in: &$0.number) }
    return made
  }

  /// The number preset `name` prepared for calls in `currency`, made by `prepare` on the
  /// first request.
  func number(_ name: String, currency: String, prepare: () -> PreparedNumberPreset?)
    -> PreparedNumberPreset?
  {
    let key = Variant(name: name, setting: currency)
    if let found = entries.read({ $0.numberInCurrency[key] }) {
      return found
    }
    let made = prepare()
    entries.write { Self.keep(made, as: key, in: &$0.numberInCurrency) }
    return made
  }

  /// The prepared date (or time) preset `name`, made by `prepare` on the first request.
  ///
  /// The families are chosen by a branch, not a key path: a key path costs more than the
  /// dictionary lookup itself on this path.
  func date(_ name: String, kind: DateFormatKind, prepare: () -> PreparedDatePreset?)
    -> PreparedDatePreset?
  {
    let found = entries.read { entries in
      kind == .date ? entries.date[name] : entries.time[name]
    }
    if let found {
      return found
    }
    let made = prepare()
    entries.write { entries in
      if kind == .date {
        Self.keep(made, as: name, in: &entries.date)
      } else {
        Self.keep(made, as: name, in: &entries.time)
      }
    }
    return made
  }

  /// The date (or time) preset `name` prepared for calls in time zone `zone`, made by
  /// `prepare` on the first request.
  func date(
    _ name: String, kind: DateFormatKind, zone: String, prepare: () -> PreparedDatePreset?
  ) -> PreparedDatePreset? {
    let key = Variant(name: name, setting: zone)
    let found = entries.read { entries in
      kind == .date ? entries.dateInZone[key] : entries.timeInZone[key]
    }
    if let found {
      return found
    }
    let made = prepare()
    entries.write { entries in
      if kind == .date {
        Self.keep(made, as: key, in: &entries.dateInZone)
      } else {
        Self.keep(made, as: key, in: &entries.timeInZone)
      }
    }
    return made
  }

  /// The format of date skeleton `skeleton` for calls in the snapshot's zone (`zone` nil) or
  /// in `zone`, made by `prepare` on the first request.
  func skeleton(_ skeleton: String, zone: String?, prepare: () -> PreparedDatePreset?)
    -> PreparedDatePreset?
  {
    guard let zone else {
      if let found = entries.read({ $0.skeleton[skeleton] }) {
        return found
      }
      let made = prepare()
      entries.write { Self.keep(made, as: skeleton, in: &$0.skeleton) }
      return made
    }
    let key = Variant(name: skeleton, setting: zone)
    if let found = entries.read({ $0.skeletonInZone[key] }) {
      return found
    }
    let made = prepare()
    entries.write { Self.keep(made, as: key, in: &$0.skeletonInZone) }
    return made
  }

  /// Keeps `made` (nil too) as `key` unless the family is full or has it already.
  private static func keep<Key: Hashable, Prepared>(
    _ made: Prepared?,
    as key: Key,
    in family: inout [Key: Prepared?]
  ) {
    if family.count < capacity, family[key] == nil {
      family[key] = .some(made)
    }
  }
}
