import Foundation
import Messagevisor
import MessagevisorProject

/// The description shown for an assertion without an authored one (upstream's defaults).
enum AssertionDescription {
  static func make(
    _ assertion: ProjectAssertion,
    index: Int,
    spec: ProjectTestSpec,
    context: AssertionContext
  ) -> String {
    if let authored = assertion.description { return authored }
    var prefix = ""
    if let matrix = assertion.matrixIndex {
      prefix = "Assertion #\(index + 1), matrix #\(matrix + 1): "
    }
    let locale = assertion.locale ?? spec.locale ?? "?"
    let target = assertion.target ?? spec.target ?? context.defaultTarget ?? "-"
    switch spec.kind {
    case .message:
      return prefix + "\(target)/\(locale): \(assertion.message ?? spec.message ?? "")"
    case .segment:
      let contextText = json(assertion.context ?? [:])
      return prefix + "\(assertion.segment ?? spec.segment ?? "") with \(contextText)"
    case .target:
      let structure =
        assertion.expectedToIncludeMessages != nil
        || assertion.expectedToNotIncludeMessages != nil || assertion.expectedFormats != nil
      return prefix + "\(target)/\(locale)"
        + (structure ? " structure + evaluation" : " evaluation")
    case .locale:
      let formats = assertion.expectedFormats != nil
      let evaluation = assertion.expectedTranslation != nil
      let kind =
        formats && evaluation ? "formats + evaluation" : (formats ? "formats" : "evaluation")
      return prefix + "\(locale)/\(target) \(kind)"
    }
  }

  /// The inputs that tell otherwise equally named assertions apart: segment, context, flags
  /// and variations, as compact JSON; empty when there are none.
  static func variant(_ assertion: ProjectAssertion) -> String {
    var parts: [String] = []
    if let segment = assertion.segment { parts.append("segment \(segment)") }
    if let context = assertion.context, !context.isEmpty {
      parts.append("context " + json(context))
    }
    if let flags = assertion.withFlags, !flags.isEmpty { parts.append("flags " + json(flags)) }
    if let variations = assertion.withVariations, !variations.isEmpty {
      parts.append("variations " + json(variations.mapValues { MessagevisorValue.string($0) }))
    }
    return parts.joined(separator: ", ")
  }

  private static func json(_ context: MessagevisorContext) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(context) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
