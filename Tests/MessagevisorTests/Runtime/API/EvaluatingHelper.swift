import Foundation
import Messagevisor
import MessagevisorTestSupport

/// Every helper `MessagevisorEvaluating` defines once for roots and children, and the typed
/// message calls of `MessagevisorTranslating`.
///
/// `evaluate(on:diagnostics:)` calls one through a generic `some MessagevisorEvaluating` and
/// describes the result as text, so a root's and a child's answers can be compared. Setters
/// describe the state before and after, so their result depends on whose state they changed.
enum EvaluatingHelper: String, CaseIterable, Sendable {
  case formatNumberPreset, formatNumberOptions, formatNumberToParts
  case formatDate, formatDateToParts, formatTime, formatTimeToParts
  case formatPlural, formatPluralOptions, formatPluralCategory, formatPluralCategoryOptions
  case formatDateTimeRange, formatRelativeTime, formatRelativeTimeToParts
  case formatList, formatListOptions, formatListToParts, formatListToPartsOptions
  case formatDisplayName, formatDisplayNameOptions
  case formatMessage, translateMessage, tMessage, getRawTranslationMessage
  case getDirection, getTextDirection, getDatafile, getRevision
  case getDefaultTranslations, getDefaultFormats
  case getLocale, setLocale, getContext, setContext, getCurrency, setCurrency
  case getTimeZone, setTimeZone, setLogLevel, setFlagResolver, setVariationResolver
  case subscribe, on, getSnapshot

  /// A fixed instant: 1 March 2026, 12:00 UTC.
  static let instant = Date(timeIntervalSince1970: 1_772_366_400)

  /// Calls the helper on `subject` and describes what it answered.
  func evaluate(
    on subject: some MessagevisorEvaluating,
    diagnostics: Recorded<MessagevisorDiagnostic>
  ) throws -> String {
    if let text = try formatting(subject) { return text }
    if let text = try reading(subject) { return text }
    return try changing(subject, diagnostics: diagnostics)
  }

  /// Sorted `key=value` pairs, so equal dictionaries describe alike.
  static func describe(_ pairs: [String: some Any]) -> String {
    pairs.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
  }

  /// A snapshot without its version (a child counts its own events from 0).
  static func describe(_ snapshot: MessagevisorSnapshot) -> String {
    [
      snapshot.locale ?? "-", snapshot.direction ?? "-", describe(snapshot.context),
      snapshot.currency ?? "-", snapshot.timeZone ?? "-",
      snapshot.datafileLocales.joined(separator: ","),
      describe(snapshot.datafileRevisionsByLocale),
    ].joined(separator: " | ")
  }

  /// Formatted parts as `type:value` pairs.
  static func describe(_ parts: [MessagevisorFormatPart]) -> String {
    parts.map { "\($0.type):\($0.value)" }.joined(separator: ",")
  }

  /// Encodable values as JSON with sorted keys.
  static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
