/// The path a `translate` call of a stored key takes: the one place it is decided.
///
/// `CallPath.of(_:options:plan:)` classifies the key's entry; both the borrowed-snapshot
/// lookup (`Messagevisor.answer`) and `translate` (after a snapshot refresh) follow it:
///
/// - `plainText`: a translation without message syntax or metadata, and no module needs to
///   see plain text (`passesPlainText`): the stored text is the answer.
/// - `compiledText`: a translation with message syntax and no metadata: its compiled form is
///   rendered in place when the plan has one formatter that compiled it (`answer`), else it
///   goes through the module pipeline with that form (`translate`).
/// - `message`: a key with message metadata (overrides, meta, deprecation): the override is
///   chosen (`overrideChoice`, the one chooser) and its text answered in place when plain
///   (`plainMessageAnswer`) or compiled for the sole formatter (`compiledMessageAnswer`);
///   anything else, as for `pipeline`.
/// - `pipeline`: everything else (a plain translation some module must see, a key without a
///   translation): `resolve`, then the pipeline unless no module would change the text.
///
/// A key missing from the datafile takes `resolve` (default translations, then the key).
enum CallPath {
  case plainText
  case compiledText
  case message
  case pipeline

  /// The path of a call with `options` in a snapshot with `plan` for `entry`.
  @inline(__always)
  static func of(_ entry: borrowing LookupEntry, options: TranslateOptions, plan: ModulePlan)
    -> CallPath
  {
    guard let details = entry.details else {
      return passesPlainText(options, plan: plan) ? .plainText : .pipeline
    }
    if details.hasMessage { return .message }
    return details.compiled != nil && details.hasTranslation ? .compiledText : .pipeline
  }

  /// True when no module needs to see a translation without message syntax: every formatter
  /// declared `.messageSyntax`, no transformer runs, and the call passes no module options.
  @inline(__always)
  static func passesPlainText(_ options: TranslateOptions, plan: ModulePlan) -> Bool {
    plan.skipsPlainText && options.moduleOptions == nil
  }
}
