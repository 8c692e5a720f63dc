import Foundation

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
