import Messagevisor

/// What compiling a message text yields for one locale and engine, shared by every instance
/// that stores the same text with a module of the same parse cache.
///
/// A plan depends only on the text, the locale and the engine (never on presets, values, the
/// module or the instance), and it is immutable, so the parse cache keeps each one built
/// (`ICUParseCache.plan`): an app or a runner that stores the same datafile in many
/// instances builds each plan once.
struct ICUPreparedPlan: Sendable {
  let plan: ICUPlan
  /// How `#` prints; nil when the plan has no `#` node (preparing it opens an ICU formatter).
  let pluralNumber: PreparedPluralNumber?

  /// Builds the plan of `message` for `locale` and `engine` (an engine already resolved).
  init(_ message: ICUMessage, locale: String, engine: FormattingEngineKind) {
    plan = ICUPlanBuilder(locale: locale, engine: engine).plan(message.nodes)
    let hasPound = plan.nodes.contains { node in
      if case .pound = node { return true }
      return false
    }
    pluralNumber = hasPound ? PreparedPluralNumber(locale: locale, engine: engine) : nil
  }

  /// The text, locale and engine a plan is kept under.
  struct Key: Hashable, Sendable {
    let text: String
    let locale: String
    let engine: FormattingEngineKind
  }
}
