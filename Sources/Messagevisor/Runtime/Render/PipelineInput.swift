/// What the module pipeline needs to format one string.
///
/// Usable from inlinable code: the compiled-call view's accessors read it in place.
@usableFromInline
struct PipelineInput {
  @usableFromInline let translation: String
  @usableFromInline let values: MessagevisorValues
  let source: MessagevisorTranslationSource
  let messageKey: String?
  let meta: [String: MessagevisorValue]?
  /// The call's options as the caller passed them, lent from the calling frame (not copied:
  /// the input lives for one call only).
  @usableFromInline let options: Borrowed<TranslateOptions>
  /// The modules' compiled forms of `translation`, when it is a stored one they compiled.
  let compiled: CompiledTranslation?
}
