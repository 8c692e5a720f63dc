import Foundation
import Messagevisor
import MessagevisorTestSupport

/// A root loaded with an `en` and an `ar` datafile, whose state a child can take over.
///
/// Every piece of state the `MessagevisorEvaluating` helpers read differs between the two
/// settings below: locale (and with it direction, revision, defaults and plural rules),
/// currency, time zone, context, resolvers and log level. An echo module appends the effective
/// locale, currency and zone to every formatted string.
struct EvaluatingFixture {
  /// The state of a root, or the state a child is given.
  struct Setting: Sendable {
    var locale: String
    var currency: String
    var timeZone: String
    var context: MessagevisorContext
    var flag: Bool
    var variation: String?
    var logLevel: MessagevisorLogLevel
  }

  /// The root's own setting.
  static let root = Setting(
    locale: "en", currency: "USD", timeZone: "UTC", context: ["plan": "free"], flag: true,
    variation: "b", logLevel: .debug)
  /// What the child is given: its spawn context is merged into the root's.
  static let child = Setting(
    locale: "ar", currency: "EUR", timeZone: "Asia/Tokyo",
    context: ["plan": "free", "tier": "gold"], flag: false, variation: nil, logLevel: .fatal)

  let sdk: Messagevisor
  /// Diagnostics the handler received, from the root and its children.
  let diagnostics = Recorded<MessagevisorDiagnostic>()

  /// A root in `setting`, with the other locale's datafile loaded too.
  init(_ setting: Setting = Self.root) {
    let other = setting.locale == "en" ? "ar" : "en"
    let flag = setting.flag
    let variation = setting.variation
    let diagnostics = self.diagnostics
    sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Self.datafile(setting.locale),
        context: setting.context,
        currency: setting.currency,
        timeZone: setting.timeZone,
        defaultTranslations: ["en": ["hello": "Hello"], "ar": ["hello": "مرحبا"]],
        defaultFormats: [
          "en": FormatPresets(number: ["money": ["style": "currency"]]),
          "ar": FormatPresets(number: ["money": ["style": "percent"]]),
        ],
        resolveFlag: { _, _ in flag },
        resolveVariation: { _, _ in variation },
        onDiagnostic: { diagnostics.append($0) },
        logLevel: setting.logLevel,
        modules: [Self.echo]
      ))
    sdk.setDatafile(Self.datafile(other))
  }

  /// A child of this root in the `child` setting, made through the child's own API.
  func spawnChild() -> MessagevisorChild {
    let setting = Self.child
    let child = sdk.spawn(
      context: ["tier": "gold"],
      options: SpawnOptions(
        locale: setting.locale, currency: setting.currency, timeZone: setting.timeZone))
    child.setFlagResolver { _, _ in setting.flag }
    let variation = setting.variation
    child.setVariationResolver { _, _ in variation }
    child.setLogLevel(setting.logLevel)
    return child
  }

  /// Appends the payload's locale, currency and time zone.
  static let echo = MessagevisorModule(
    name: "echo",
    format: { payload, _ in
      let zone = payload.timeZone ?? "-"
      return "\(payload.translation) [\(payload.locale) \(payload.currency ?? "-") \(zone)]"
    })

  /// A datafile whose text names its locale, with a flag and a variation override.
  static func datafile(_ locale: String) -> DatafileContent {
    var datafile = Sample.datafile(
      locale: locale,
      revision: locale == "en" ? "1" : "2",
      translations: ["welcome": "Welcome \(locale)", "flag": "Off", "variant": "A"]
    )
    datafile.direction = locale == "ar" ? "rtl" : "ltr"
    let flag = Condition.predicate(ConditionPredicate(feature: "f", operator: "isEnabled"))
    let variant = Condition.predicate(ConditionPredicate(experiment: "e", value: "b"))
    datafile.messages["flag"] = DatafileMessage(overrides: [
      MessageOverride(key: "on", conditions: flag, translation: "On")
    ])
    datafile.messages["variant"] = DatafileMessage(overrides: [
      MessageOverride(key: "b", conditions: variant, translation: "B")
    ])
    return datafile
  }
}
