import Foundation

/// Override matching: which override of a message a call chooses, and its report.
///
/// The one chooser every path asks (`resolve`, the plain answers of `Messagevisor+Answer` and
/// `Messagevisor+MessageAnswer`): the first override, in datafile order, whose conditions and
/// segments match the call's context; kept per snapshot when nothing but the snapshot decides.
extension Messagevisor {
  /// The override of `details` a call chooses: the snapshot's kept choice when only the
  /// snapshot decides it (no `callContext`, no resolver to ask; `OverrideMemo`), else
  /// evaluated for this call. Inlined, so a caller without a call context checks nothing.
  @inline(__always)
  func overrideChoice(
    _ details: EntryDetails,
    callContext: MessagevisorContext?,
    call: CallState
  ) -> OverrideMemo.Choice {
    guard callContext == nil, !details.overridesAskResolvers else {
      return firstMatch(details, callContext: callContext, call: call)
    }
    return call.overrides.choice(for: details) {
      firstMatch(details, callContext: nil, call: call)
    }
  }

  /// Evaluates the overrides of `details` (an entry of the snapshot's datafile) in order
  /// against the call's context (the snapshot's, merged with `callContext`, the call's own)
  /// and the datafile's segments.
  private func firstMatch(
    _ details: EntryDetails,
    callContext: MessagevisorContext?,
    call: CallState
  ) -> OverrideMemo.Choice {
    guard let data = call.data else { return .none }
    var context = call.context
    if let callContext { context.merge(callContext) { _, new in new } }
    // The resolvers are looked up (two locks each) only when a condition may call them.
    let asks = details.overridesAskResolvers
    let provider = MessagevisorEvaluationDataProvider(
      context: context,
      segments: data.header.segments,
      resolveFlag: asks ? effectiveFlagResolver() : nil,
      resolveVariation: asks ? effectiveVariationResolver() : nil
    )
    let found = details.overrides.firstIndex { candidate in
      evaluateCondition(candidate.conditions, provider: provider)
        && evaluateGroupSegment(candidate.segments, provider: provider)
    }
    return found.map(OverrideMemo.Choice.override) ?? .none
  }

  /// Reports `message_override_matched` (debug) for the override chosen for `key`.
  func reportOverrideMatched(locale: String, key: String, override: String) {
    report(
      MessagevisorDiagnostic(
        level: .debug,
        code: .messageOverrideMatched,
        message: "Message override matched",
        details: [
          "locale": .string(locale), "messageKey": .string(key), "overrideKey": .string(override),
        ]
      ))
  }
}
