import Foundation
import Messagevisor

extension EvaluatingHelper {
  /// The formatting helpers; nil for every other case.
  func formatting(_ subject: some MessagevisorEvaluating) throws -> String? {
    let instant = Self.instant
    let later = instant.addingTimeInterval(5400)
    let items = ["A", "B", "C"]
    switch self {
    case .formatNumberPreset: return try subject.formatNumber(0.25, preset: "money")
    case .formatNumberOptions:
      return try subject.formatNumber(1234.5, formatOptions: ["style": "currency"])
    case .formatNumberToParts:
      return Self.describe(try subject.formatNumberToParts(0.25, preset: "money"))
    case .formatDate: return try subject.formatDate(instant)
    case .formatDateToParts: return Self.describe(try subject.formatDateToParts(instant))
    case .formatTime: return try subject.formatTime(instant)
    case .formatTimeToParts: return Self.describe(try subject.formatTimeToParts(instant))
    case .formatPlural: return try subject.formatPlural(0) + " " + subject.formatPlural(2)
    case .formatPluralOptions:
      return try subject.formatPlural(1, formatOptions: ["minimumFractionDigits": .int(2)])
    case .formatPluralCategory:
      return try subject.formatPluralCategory(2, type: .ordinal).rawValue
    case .formatPluralCategoryOptions:
      return try subject.formatPluralCategory(0, formatOptions: [:]).rawValue
    case .formatDateTimeRange: return try subject.formatDateTimeRange(instant, later)
    case .formatRelativeTime: return try subject.formatRelativeTime(-1, unit: .day)
    case .formatRelativeTimeToParts:
      return Self.describe(try subject.formatRelativeTimeToParts(-1, unit: .day))
    case .formatList: return try subject.formatList(items)
    case .formatListOptions:
      return try subject.formatList(items, formatOptions: ["type": "conjunction"])
    case .formatListToParts: return Self.describe(try subject.formatListToParts(items))
    case .formatListToPartsOptions:
      return Self.describe(try subject.formatListToParts(items, formatOptions: [:]))
    case .formatDisplayName: return try subject.formatDisplayName("NL", type: "region") ?? "-"
    case .formatDisplayNameOptions:
      return try subject.formatDisplayName("fr", formatOptions: ["type": "language"]) ?? "-"
    case .formatMessage: return try subject.formatMessage("Hi")
    case .translateMessage: return try subject.translate(MessagevisorMessage(key: "welcome"))
    case .tMessage: return try subject.t(MessagevisorMessage(key: "welcome"))
    case .getRawTranslationMessage:
      return try subject.getRawTranslation(MessagevisorMessage(key: "welcome"))
    default: return nil
    }
  }

  /// The getters; nil for every other case.
  func reading(_ subject: some MessagevisorEvaluating) throws -> String? {
    switch self {
    case .getDirection: return try subject.getDirection() ?? "-"
    case .getTextDirection: return try subject.getTextDirection()?.rawValue ?? "-"
    case .getDatafile:
      let datafile = try subject.getDatafile()
      return "\(datafile.locale) \(datafile.revision) \(Self.describe(datafile.translations))"
    case .getRevision: return try subject.getRevision()
    case .getDefaultTranslations: return Self.describe(subject.getDefaultTranslations() ?? [:])
    case .getDefaultFormats: return try Self.json(subject.getDefaultFormats())
    case .getLocale: return subject.getLocale() ?? "-"
    case .getContext: return Self.describe(subject.getContext())
    case .getCurrency: return subject.getCurrency() ?? "-"
    case .getTimeZone: return subject.getTimeZone() ?? "-"
    case .getSnapshot: return Self.describe(subject.getSnapshot())
    default: return nil
    }
  }
}
