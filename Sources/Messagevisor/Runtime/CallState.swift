/// Everything one call reads, built once and then shared: an immutable per-instance snapshot.
///
/// The instance keeps the snapshot of its active locale and replaces it wholesale when one of
/// its own setters runs or the family's store changes (`StoreGeneration`). A call reads it
/// under one short lock and then touches no other shared state: the datafile, the module
/// plan, the module APIs and the effective presets are all here. A replaced snapshot holds
/// module closures, so it is handed out of the lock and released after unlocking.
final class CallState: Sendable {
  let locale: String
  let context: MessagevisorContext
  let currency: String?
  let timeZone: String?
  /// The stored datafile of `locale`, if any.
  let data: LocaleData?
  /// The active modules' hooks.
  let plan: ModulePlan
  /// The API of each formatter in `plan.formatters`, in the same order.
  let formatterApis: [MessagevisorModuleApi]
  /// The API of each transformer in `plan.transformers`, in the same order.
  let transformerApis: [MessagevisorModuleApi]
  /// The store generation the snapshot was read at.
  let generation: Int
  /// The effective presets of a call that brings no formats, currency or time zone of its
  /// own; nil when not precomputed (a call in another locale than the active one).
  let formats: FormatPresets?

  init(_ parts: CallStateParts) {
    locale = parts.locale
    context = parts.context
    currency = parts.currency
    timeZone = parts.timeZone
    data = parts.data
    plan = parts.plan
    formatterApis = parts.formatterApis
    transformerApis = parts.transformerApis
    generation = parts.generation
    formats = parts.formats
  }

  /// A snapshot of instance values only, without store data (formatting helpers).
  convenience init(
    locale: String, context: MessagevisorContext, currency: String?, timeZone: String?
  ) {
    self.init(
      CallStateParts(locale: locale, context: context, currency: currency, timeZone: timeZone))
  }
}

/// The parts a `CallState` is assembled from.
struct CallStateParts {
  var locale: String
  var context: MessagevisorContext
  var currency: String?
  var timeZone: String?
  var data: LocaleData?
  var plan = ModulePlan.empty
  var formatterApis: [MessagevisorModuleApi] = []
  var transformerApis: [MessagevisorModuleApi] = []
  var generation = 0
  var formats: FormatPresets?
}
