extension Messagevisor {
  /// The answer for a key with message metadata when the text it chooses is compiled for the
  /// pipeline's sole formatter: rendered where it is stored, as `answer` renders a key
  /// without metadata, with the message's metadata lent to the module. Else nil, with nothing
  /// reported, and `resolve` decides.
  ///
  /// The chosen text is an override (chosen as `resolve` chooses, and reported the same way
  /// before the render) or, when none matches, the stored translation. Deprecated messages,
  /// texts not compiled (yet, or for this plan) and plans with several modules take the full
  /// path. `entry` is in the snapshot the caller borrows, which stays alive while the call
  /// runs, even when a diagnostic handler or the module replaces the datafile: nothing is
  /// copied or retained. Out of line, so the paths of `answer` keep their code.
  @inline(never)
  func compiledMessageAnswer(
    _ entry: Borrowed<LookupEntry>,
    key: String,
    values: MessagevisorValues,
    options: TranslateOptions,
    call: CallState
  ) throws -> String? {
    guard let details = entry.pointee.details.map(BorrowedObject.init) else { return nil }
    return try LentArguments.lending(key: key, values: values, options: options) { lent in
      try details.with { details in
        try renderChosen(of: details, entry: entry, lent: lent, call: call)
      }
    }
  }

  /// The render of the text `details` choose, when it is compiled for the plan; else nil.
  private func renderChosen(
    of details: EntryDetails,
    entry: Borrowed<LookupEntry>,
    lent: LentArguments,
    call: CallState
  ) throws -> String? {
    guard details.hasMessage, !details.isDeprecated else { return nil }
    let choice =
      details.overrides.isEmpty
      ? .none : overrideChoice(details, callContext: lent.options.pointee.context, call: call)
    guard case .override(let index) = choice else {
      guard details.hasTranslation, let form = details.compiled?.existingUnretained(for: call.plan)
      else {
        return nil
      }
      let input = lent.input(translation: entry.member(\.text), details)
      return try renderFirst(of: form, input: input, call: call)
    }
    return try details.withOverride(at: index) { chosen in
      guard let form = chosen.pointee.slot?.existingUnretained(for: call.plan) else { return nil }
      if wouldDeliver(.debug) {
        reportOverrideMatched(
          locale: call.locale, key: lent.key.pointee, override: chosen.pointee.key)
      }
      let input = lent.input(translation: chosen.member(\.translation), details)
      return try renderFirst(of: form, input: input, call: call)
    }
  }
}
