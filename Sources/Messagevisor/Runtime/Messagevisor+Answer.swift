extension Messagevisor {
  /// The whole answer for a stored entry when nothing but the entry decides it, else nil.
  ///
  /// A plain translation is its own answer when no module needs to see it; a translation
  /// compiled for the pipeline's sole formatter is rendered right where it is stored, with
  /// the call's values and options lent (`CallInput`). Anything else (message metadata, an
  /// uncompiled form, several modules) takes the full path in `translate`.
  ///
  /// Nothing is retained: the entry, its details and its compiled form live as long as the
  /// snapshot the caller borrows. Class references are read in scopes that end before any
  /// module code runs, and the compiled form is lent as `Unmanaged` (a strong reference read
  /// from the entry and held across the render would be retained and released per call).
  @inline(__always)
  func answer(
    _ entry: UnsafePointer<LookupEntry>,
    key: String,
    values: MessagevisorValues,
    options: TranslateOptions,
    call: CallState
  ) throws -> String? {
    if entry.pointee.details == nil {
      guard options.moduleOptions == nil, call.plan.skipsPlainText else { return nil }
      return entry.pointee.text
    }
    guard call.plan.rendersAlone, let form = Self.storedForm(of: entry, plan: call.plan) else {
      return nil
    }
    let translation = entry.pointer(to: \.text).unsafelyUnwrapped
    return try withUnsafePointer(to: key) { key in
      try withUnsafePointer(to: values) { values in
        try withUnsafePointer(to: options) { options in
          let input = CallInput(
            key: key, translation: translation, values: values, options: options)
          return try form._withUnsafeGuaranteedRef { compiled in
            try renderFirst(of: compiled, input: input, call: call)
          }
        }
      }
    }
  }

  /// The compiled forms of `entry`'s translation for `plan`, unretained; nil when the key has
  /// message metadata or the forms are not compiled (yet, or for this plan).
  @inline(__always)
  private static func storedForm(of entry: UnsafePointer<LookupEntry>, plan: ModulePlan)
    -> Unmanaged<CompiledTranslation>?
  {
    guard let details = entry.pointee.details, !details.hasMessage else { return nil }
    return details.compiled?.existingUnretained(for: plan)
  }
}
