extension Messagevisor {
  /// The whole answer for a stored entry when nothing but the entry decides it, else nil.
  ///
  /// Follows the entry's `CallPath`: a plain translation is its own answer when no module
  /// needs to see it; a translation compiled for the pipeline's sole formatter is rendered
  /// right where it is stored, with the call's values and options lent (`CallInput`); a
  /// message's chosen text is answered the same two ways. Anything else (an uncompiled form,
  /// several modules, a call context, a deprecation) takes the full path in `translate`.
  ///
  /// Nothing is retained: the entry, its details and its compiled form live as long as the
  /// snapshot the caller borrows. Class references are read in scopes that end before any
  /// module code runs, and the compiled form is lent (`BorrowedObject`: a strong reference
  /// read from the entry and held across the render would be retained and released per
  /// call).
  @inline(__always)
  func answer(
    _ entry: Borrowed<LookupEntry>,
    key: String,
    values: MessagevisorValues,
    options: TranslateOptions,
    call: CallState
  ) throws -> String? {
    switch CallPath.of(entry.pointee, options: options, plan: call.plan) {
    case .plainText:
      return call.returnedText(at: entry.member(\.text))
    case .compiledText:
      guard call.plan.rendersAlone, let form = Self.storedForm(of: entry, plan: call.plan) else {
        return nil
      }
      let translation = entry.member(\.text)
      return try LentArguments.lending(key: key, values: values, options: options) { lent in
        try renderFirst(of: form, input: lent.input(translation: translation, nil), call: call)
      }
    case .message:
      if let plain = plainMessageAnswer(entry, key: key, options: options, call: call) {
        return plain
      }
      guard call.plan.rendersAlone else { return nil }
      return try compiledMessageAnswer(
        entry, key: key, values: values, options: options, call: call)
    case .pipeline:
      return nil
    }
  }

  /// The translation chosen for a key with message metadata when it is plain and no module
  /// needs to see it, and when the snapshot alone decides the choice (`OverrideMemo`): no
  /// call context, no resolver to ask, no deprecation to report. Else nil, and `resolve`
  /// decides. A match is reported as `resolve` reports it. Out of line, so the plain and
  /// compiled paths beside it keep their code.
  @inline(never)
  private func plainMessageAnswer(
    _ entry: Borrowed<LookupEntry>,
    key: String,
    options: TranslateOptions,
    call: CallState
  ) -> String? {
    guard CallPath.passesPlainText(options, plan: call.plan), options.context == nil,
      let details = entry.pointee.details.map(BorrowedObject.init)
    else {
      return nil
    }
    // Lent: the snapshot keeps the details, and a reference count on them would be a write
    // to an object every thread reads.
    return details.with { details in
      guard details.hasMessage, !details.overridesAskResolvers, !details.isDeprecated else {
        return nil
      }
      let choice =
        details.overrides.isEmpty ? .none : overrideChoice(details, callContext: nil, call: call)
      guard case .override(let index) = choice else {
        guard details.hasTranslation, details.compiled == nil else { return nil }
        return call.returnedText(at: entry.member(\.text))
      }
      return plainOverride(index, of: details, key: key, call: call)
    }
  }

  /// The translation of the chosen override when it is plain, reported as `resolve` reports
  /// a match; nil when it has message syntax.
  private func plainOverride(_ index: Int, of details: EntryDetails, key: String, call: CallState)
    -> String?
  {
    // In place as `EntryDetails.withOverride` reads it, spelled out: through that generic
    // helper this closure costs 14 more instructions per call (bench.override, callgrind).
    let translation = details.overrides.withUnsafeBufferPointer { overrides -> String? in
      assert(overrides.indices.contains(index), "override index \(index) out of bounds")
      let chosen = Borrowed(overrides.baseAddress.unsafelyUnwrapped + index)
      guard chosen.pointee.slot == nil else { return nil }
      return call.returnedText(at: chosen.member(\.translation))
    }
    if translation != nil, wouldDeliver(.debug) {
      reportOverrideMatched(locale: call.locale, key: key, override: details.overrides[index].key)
    }
    return translation
  }

  /// The compiled forms of `entry`'s translation for `plan`, unretained; nil when the key has
  /// message metadata or the forms are not compiled (yet, or for this plan).
  @inline(__always)
  private static func storedForm(of entry: Borrowed<LookupEntry>, plan: ModulePlan)
    -> BorrowedObject<CompiledTranslation>?
  {
    guard let details = entry.pointee.details, !details.hasMessage else { return nil }
    return details.compiled?.existingUnretained(for: plan)
  }
}
