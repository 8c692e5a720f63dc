/// Which override of a stored message a call snapshot chose, by message (`CallState.overrides`).
///
/// An override's conditions read only the snapshot's context, unless they ask the flag or
/// variation resolvers (app code, whose answers may change at any time) or the call brings a
/// context of its own. Outside those cases the choice is the same for every call on one
/// snapshot, so it is evaluated on the first call and kept here; `setContext` and every other
/// setter replace the snapshot, and with it this memo.
///
/// Confined to the thread that made the snapshot copy (`ThreadConfined`, the policy of every
/// snapshot memo): read and filled without a lock, never while conditions are evaluated. At
/// most `capacity` messages are kept: past that, choices are evaluated on every call.
final class OverrideMemo: Sendable {
  /// The most messages one snapshot keeps a choice for.
  static let capacity = 4096

  /// What was chosen for one message.
  enum Choice: Equatable {
    /// No override matched: the stored translation applies.
    case none
    /// The override at this position of the message's overrides matched first.
    case override(Int)
  }

  /// Choices by message, keyed by the address of its `EntryDetails`: the snapshot keeps its
  /// datafile, so no address is reused while this memo lives. A choice is stored as the
  /// override's position, `noOverride` for none.
  private let choices = ThreadConfined(ChoiceTable(limit: OverrideMemo.capacity))

  private static let noOverride = -1

  /// The choice for `details`, made by `choose` on the first request.
  @inline(__always)
  func choice(for details: EntryDetails, choose: () -> Choice) -> Choice {
    let key = UInt(bitPattern: ObjectIdentifier(details))
    if let found = choices.read({ $0.value(for: key) }) {
      return found == Self.noOverride ? .none : .override(found)
    }
    return remember(choose(), for: key)
  }

  /// Keeps `made` for `key` (while the memo has room) and returns it.
  @inline(never)
  private func remember(_ made: Choice, for key: UInt) -> Choice {
    let stored: Int
    switch made {
    case .none: stored = Self.noOverride
    case .override(let index): stored = index
    }
    choices.write { $0.insert(stored, for: key) }
    return made
  }
}
