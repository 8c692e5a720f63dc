import Foundation
import Messagevisor

/// The helper family one input drives; the first input byte picks it.
enum FormattingFamily: CaseIterable, CustomStringConvertible {
  case number
  case pluralNumber
  case dateOptions
  case dateSkeleton
  case dateTimeRange
  case relativeTime
  case list
  case displayName
  case pluralCategory

  var description: String {
    switch self {
    case .number: return "formatNumber"
    case .pluralNumber: return "formatPluralNumber"
    case .dateOptions: return "formatDate(options:)"
    case .dateSkeleton: return "formatDate(skeleton:)"
    case .dateTimeRange: return "formatDateTimeRange"
    case .relativeTime: return "formatRelativeTime"
    case .list: return "formatList"
    case .displayName: return "formatDisplayName"
    case .pluralCategory: return "messagevisorPluralCategory"
    }
  }

  /// Reads the family's values from `input`, then calls its helpers and checks them.
  func run(options: FormatOptions, context: FormattingContext, input: inout FuzzInput) {
    switch self {
    case .number:
      let value = FuzzSamples.number(&input)
      makeCheck(input).run {
        try MessagevisorFormatting.formatNumber(value, options: options, context: context)
      }
    case .pluralNumber:
      let value = FuzzSamples.number(&input)
      let check = makeCheck(input)
      check.check(MessagevisorFormatting.formatPluralNumber(value, context: context))
      check.check(MessagevisorFormatting.formatPluralNumber(value, locale: context.locale))
    case .dateOptions:
      let kind: DateFormatKind = input.byte() & 1 == 0 ? .date : .time
      FormattingTrace.print("kind", kind)
      let date = FuzzSamples.date(&input)
      makeCheck(input).run {
        try MessagevisorFormatting.formatDate(
          date, options: options, kind: kind, context: context)
      }
    case .dateSkeleton:
      runSkeleton(context: context, input: &input)
    case .dateTimeRange:
      let start = FuzzSamples.date(&input)
      let end = FuzzSamples.date(&input)
      makeCheck(input).run {
        try MessagevisorFormatting.formatDateTimeRange(
          start, end, options: options, context: context)
      }
    case .relativeTime:
      let unit = input.pick(FuzzSamples.relativeUnits)
      FormattingTrace.print("unit", unit)
      let value = FuzzSamples.number(&input)
      makeCheck(input).run {
        try MessagevisorFormatting.formatRelativeTime(
          value, unit: unit, options: options, context: context)
      }
    case .list:
      runList(options: options, context: context, input: &input)
    case .displayName:
      runDisplayName(options: options, context: context, input: &input)
    case .pluralCategory:
      runPluralCategory(options: options, context: context, input: &input)
    }
  }

  private func makeCheck(_ input: FuzzInput) -> FormattingCheck {
    FormattingCheck(family: self, inputText: input.textLength)
  }

  /// Both skeleton overloads: without a kind (a date), and with `date` or `time`.
  private func runSkeleton(context: FormattingContext, input: inout FuzzInput) {
    let form = input.byte() % 3
    FormattingTrace.print("skeleton form", form)
    let skeleton = FuzzSamples.skeleton(&input)
    let date = FuzzSamples.date(&input)
    makeCheck(input).run {
      switch form {
      case 0:
        return try MessagevisorFormatting.formatDate(date, skeleton: skeleton, context: context)
      default:
        let kind: DateFormatKind = form == 1 ? .date : .time
        return try MessagevisorFormatting.formatDate(
          date, skeleton: skeleton, kind: kind, context: context)
      }
    }
  }

  private func runList(options: FormatOptions, context: FormattingContext, input: inout FuzzInput) {
    let plain = input.byte() & 1 == 1
    let items = FuzzSamples.list(&input)
    let check = makeCheck(input)
    check.check(MessagevisorFormatting.formatList(items, options: options, context: context))
    if plain {
      check.check(MessagevisorFormatting.formatList(items, locale: context.locale))
    }
  }

  private func runDisplayName(
    options: FormatOptions,
    context: FormattingContext,
    input: inout FuzzInput
  ) {
    let code = FuzzSamples.displayCode(&input)
    let plainType = input.counted(
      options["type"]?.stringValue ?? input.pick(["language", "region", "script", "currency"]))
    let check = makeCheck(input)
    if let name = MessagevisorFormatting.formatDisplayName(
      code, options: options, context: context)
    {
      check.check(name)
    }
    if let name = MessagevisorFormatting.formatDisplayName(
      code, type: plainType, locale: context.locale)
    {
      check.check(name)
    }
  }

  /// Plural categories take the digit options but no context: they throw without an issue.
  private func runPluralCategory(
    options: FormatOptions,
    context: FormattingContext,
    input: inout FuzzInput
  ) {
    let ordinal = input.byte() & 1 == 1
    let value = FuzzSamples.number(&input)
    let category = makeCheck(input).runWithoutContext {
      try messagevisorPluralCategory(
        value, locale: context.locale, ordinal: ordinal, options: options)
    }
    if let category {
      precondition(Self.categories.contains(category), "unknown plural category \(category)")
    }
  }

  private static let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
}
