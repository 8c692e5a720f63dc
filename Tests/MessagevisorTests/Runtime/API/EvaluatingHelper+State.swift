import Foundation
import Messagevisor
import MessagevisorTestSupport

extension EvaluatingHelper {
  /// The setters and listeners: what the subject answered before the change and after it.
  func changing(
    _ subject: some MessagevisorEvaluating,
    diagnostics: Recorded<MessagevisorDiagnostic>
  ) throws -> String {
    switch self {
    case .setLocale:
      return try around(subject) { try $0.setLocale("en") }
    case .setContext:
      return try around(subject) { $0.setContext(["plan": "pro"]) }
    case .setCurrency:
      return try around(subject) { $0.setCurrency("JPY") }
    case .setTimeZone:
      return try around(subject) { $0.setTimeZone("America/New_York") }
    case .setLogLevel:
      let before = delivered(subject, diagnostics)
      subject.setLogLevel(.debug)
      return "\(before) -> \(delivered(subject, diagnostics))"
    case .setFlagResolver:
      let before = try subject.getRawTranslation("flag", options: TranslateOptions())
      subject.setFlagResolver { _, _ in true }
      return "\(before) -> \(try subject.getRawTranslation("flag", options: TranslateOptions()))"
    case .setVariationResolver:
      let before = try subject.getRawTranslation("variant", options: TranslateOptions())
      subject.setVariationResolver { _, _ in "b" }
      return "\(before) -> \(try subject.getRawTranslation("variant", options: TranslateOptions()))"
    case .subscribe:
      let changes = Recorded<String>()
      let unsubscribe = subject.subscribe { changes.append("change") }
      subject.setContext(["seen": true])
      unsubscribe()
      subject.setContext(["unseen": true])
      return "\(changes.count) \(Self.describe(subject.getContext()))"
    case .on:
      let events = Recorded<String>()
      let unsubscribe = subject.on(.currencySet) { events.append("\($0.details)") }
      subject.setCurrency("JPY")
      unsubscribe()
      subject.setCurrency("GBP")
      return events.values.joined(separator: ",")
    default:
      preconditionFailure("\(self) is not a setter or listener")
    }
  }

  /// The snapshot and a formatted message before and after `change`.
  private func around<Subject: MessagevisorEvaluating>(
    _ subject: Subject,
    _ change: (Subject) throws -> Void
  ) throws -> String {
    let before = Self.describe(subject.getSnapshot()) + " " + (try subject.formatMessage("Hi"))
    try change(subject)
    let after = Self.describe(subject.getSnapshot()) + " " + (try subject.formatMessage("Hi"))
    return before + " -> " + after
  }

  /// How many diagnostics of one `missing_format` report the handler received.
  private func delivered(
    _ subject: some MessagevisorEvaluating,
    _ diagnostics: Recorded<MessagevisorDiagnostic>
  ) -> Int {
    let before = diagnostics.count
    _ = try? subject.formatNumber(1, preset: "absent")
    return diagnostics.count - before
  }
}
