import Foundation

/// A translation chosen by lookup, before modules run, with its message's metadata.
struct Resolution {
  /// Where the compiled forms of a chosen translation are kept.
  enum Forms {
    /// A datafile's translation or override: its slot (nil without message syntax).
    case stored(CompiledSlot?)
    /// A default translation, the call's default or the key: the family's text cache.
    case text
  }

  let translation: String
  let meta: [String: MessagevisorValue]?
  let forms: Forms
}

extension Messagevisor {
  /// The call locale or the active one; reports `missing_locale` and throws when neither.
  func requireLocale(_ requested: String?, message: String) throws -> String {
    if let requested { return requested }
    if let active = getLocale() { return active }
    report(Diagnostics.missingLocale(message))
    throw MessagevisorError(message)
  }

  /// Chooses the translation of `key` in the call's locale, whose stored `data` and `entry`
  /// the caller has looked up.
  func resolve(
    _ key: String,
    entry: LookupEntry?,
    options: TranslateOptions,
    call: CallState,
    data: LocaleData?
  ) throws -> Resolution {
    let locale = call.locale
    if data != nil, let entry {
      // The metadata is read from the shared details' own fields: a copy of the message
      // costs more than the rest of a resolution.
      let details = entry.details
      if let details, details.hasMessage,
        let chosen = matchOverride(details, key: key, options: options, call: call)
      {
        return Resolution(
          translation: chosen.translation, meta: details.meta, forms: .stored(chosen.slot))
      }
      if let translation = entry.translation {
        if let details, details.isDeprecated {
          reportDeprecated(details.message, key: key, locale: locale)
        }
        return Resolution(
          translation: translation, meta: details?.meta, forms: .stored(details?.compiled))
      }
    }
    if let fallback = family.defaultTranslations[locale]?[key] {
      return Resolution(translation: fallback, meta: nil, forms: .text)
    }
    if data == nil {
      report(Diagnostics.missingDatafile(locale: locale, messageKey: key))
    } else {
      report(Diagnostics.missingTranslation(locale: locale, key: key))
    }
    let translation = options.defaultTranslation ?? key
    return Resolution(translation: translation, meta: entry?.details?.meta, forms: .text)
  }

  /// The first override whose conditions and segments match, if any.
  ///
  /// The choice is kept per snapshot when nothing but the snapshot decides it (`OverrideMemo`);
  /// the diagnostics of a match are reported on every call all the same. Gives the chosen
  /// override's text and slot, read in place (`EntryDetails.withOverride`).
  private func matchOverride(
    _ details: EntryDetails,
    key: String,
    options: TranslateOptions,
    call: CallState
  ) -> (translation: String, slot: CompiledSlot?)? {
    guard !details.overrides.isEmpty else { return nil }
    let choice = overrideChoice(details, callContext: options.context, call: call)
    guard case .override(let index) = choice else { return nil }
    if wouldDeliver(.debug) {
      reportOverrideMatched(locale: call.locale, key: key, override: details.overrides[index].key)
    }
    if details.isDeprecated {
      reportDeprecated(details.message, key: key, locale: call.locale)
    }
    return details.withOverride(at: index) { ($0.pointee.translation, $0.pointee.slot) }
  }

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

  private func reportDeprecated(_ message: DatafileMessage?, key: String, locale: String) {
    var details: [String: MessagevisorValue] = [
      "locale": .string(locale), "messageKey": .string(key), "source": .string("translation"),
    ]
    if let warning = message?.deprecationWarning {
      details["deprecationWarning"] = .string(warning)
    }
    report(
      MessagevisorDiagnostic(
        level: .warn,
        code: .deprecatedMessage,
        message: "Deprecated message evaluated",
        details: details
      ))
  }

  /// Module registration, else this instance's own resolver, else the parent's.
  func effectiveFlagResolver() -> FlagResolver? {
    if let top = family.store.withLock({ $0.flagRegistrations.last }) { return top.resolver }
    let slot = state.withLock { $0.flagResolver }
    if slot.isExplicit { return slot.resolver }
    return parent?.effectiveFlagResolver()
  }

  /// Module registration, else this instance's own resolver, else the parent's.
  func effectiveVariationResolver() -> VariationResolver? {
    if let top = family.store.withLock({ $0.variationRegistrations.last }) { return top.resolver }
    let slot = state.withLock { $0.variationResolver }
    if slot.isExplicit { return slot.resolver }
    return parent?.effectiveVariationResolver()
  }
}
