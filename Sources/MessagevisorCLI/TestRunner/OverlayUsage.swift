/// How a run used its overlay entries: the reasons it leaned on, how often, and which entries
/// for this host no assertion used (stale).
///
/// Overlays are a documented way to expect something other than the fixture says, so a run
/// shows which reasons it leaned on and how often: the text summary lists them, and the JSON
/// report carries them beside each assertion's `overlayReason`.
struct OverlayUsage: Sendable {
  /// One reason and the number of assertions whose expected text it supplied.
  struct Reason: Encodable, Sendable, Equatable {
    let reason: String
    let assertions: Int
  }

  /// The overlay file, when one was loaded.
  let file: String?

  /// Reasons by descending use, ties in the order of their first entry in the file.
  let reasons: [Reason]

  /// Which parts of the project a run evaluated, so filters never make an entry look stale.
  struct Scope: Sendable {
    /// Every listed spec ran (no key, locale or shard filter, no early stop).
    var allSpecs = true
    /// Every assertion of a spec that ran was evaluated (no assertion or locale filter).
    var allAssertions = true
  }

  /// Entries for this host (or every Swift host) that no assertion used, in file order; with
  /// filters, only entries whose test and assertion were selected count.
  let stale: [OverlayEntry]

  /// The number of assertions whose expected text came from an overlay entry.
  var total: Int { reasons.reduce(0) { $0 + $1.assertions } }

  init(_ overlays: OverlaySet, outcomes: [SpecOutcome], scope: Scope = Scope()) {
    file = overlays.file
    var counts: [String: Int] = [:]
    var firstEntry: [String: Int] = [:]
    let used = outcomes.flatMap { $0.assertions.compactMap(\.overlayID) }
    for id in used {
      guard let reason = overlays.reason(id: id) else { continue }
      counts[reason, default: 0] += 1
      firstEntry[reason] = min(firstEntry[reason] ?? id, id)
    }
    reasons = counts.map { Reason(reason: $0.key, assertions: $0.value) }
      .sorted {
        $0.assertions != $1.assertions
          ? $0.assertions > $1.assertions
          : (firstEntry[$0.reason] ?? 0) < (firstEntry[$1.reason] ?? 0)
      }
    let usedIDs = Set(used)
    let selected = Dictionary(outcomes.map { ($0.key, $0.assertions) }) { first, _ in first }
    stale = overlays.entries.filter { entry in
      guard overlays.applies(entry), !usedIDs.contains(entry.id) else { return false }
      guard let assertions = selected[entry.test] else { return scope.allSpecs }
      return scope.allAssertions || assertions.contains { $0.isNamed(by: entry.assertion) }
    }
  }
}
