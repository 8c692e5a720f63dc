/// What the compiled forms of a text outside the datafiles depend on.
///
/// The key of `RuntimeFamily.compiledTexts`: forms depend only on the text, the locale and the
/// module plan (the engine is the family's). A plan change makes new keys; the old entries
/// age out of the bounded cache.
struct CompiledTextKey: Hashable, Sendable {
  /// `ModulePlan.serial` of the plan that compiles the text.
  let plan: Int
  let locale: String
  let text: String
}
