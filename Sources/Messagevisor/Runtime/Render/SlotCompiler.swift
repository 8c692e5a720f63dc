/// Fills compiled-form slots of one locale for one module plan.
///
/// Used when a datafile is stored or the modules change (`LocaleData.compile`); module code
/// runs here, so the caller holds no lock.
struct SlotCompiler {
  let plan: ModulePlan
  let locale: String
  let engine: FormattingEngineKind

  /// Fills `slot` with the forms of `text`: taken over from `reused` (a slot of the datafile
  /// being replaced, for the same text) when those were compiled for this plan, else compiled.
  func fill(_ slot: CompiledSlot, text: String, reusing reused: CompiledSlot?) {
    if let compiled = reused?.existing(for: plan) {
      slot.adopt(compiled)
      return
    }
    _ = slot.translation(for: plan) { compile(text) }
  }

  /// Each formatter's compiled form of `text`.
  func compile(_ text: String) -> CompiledTranslation {
    plan.compile(
      MessagevisorCompileInput(translation: text, locale: locale, formattingEngine: engine))
  }
}
