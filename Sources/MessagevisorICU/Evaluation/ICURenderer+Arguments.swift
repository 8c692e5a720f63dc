import Messagevisor

extension ICURenderer {
  /// Prints a simple or typed argument.
  func format(_ argument: ICUArgumentNode) throws -> String {
    let value = try value(named: argument.name)
    switch argument.kind {
    case .number:
      return try formatNumber(value, argument)
    case .date:
      return try formatDate(value, argument, kind: .date)
    case .time:
      return try formatDate(value, argument, kind: .time)
    default:
      return value.displayValue
    }
  }

  private func formatNumber(_ value: MessagevisorValue, _ argument: ICUArgumentNode) throws
    -> String
  {
    guard var number = value.numberValue else {
      throw MessagevisorError("ICU number value is not numeric")
    }
    var options: FormatOptions = [:]
    switch argument.style {
    case .none:
      break
    case .named(let name):
      options = environment.formats.number?[name] ?? ICUBuiltinStyles.number[name] ?? [:]
    case .skeleton(let text):
      if let native = environment.backend.formatNumberSkeleton,
        let formatted = try native(number, text, environment.context)
      {
        return formatted
      }
      let skeleton = argument.numberSkeleton ?? ICUNumberSkeleton(text)
      if let token = skeleton.unsupportedToken {
        reportUnsupportedSkeletonToken(token)
        throw MessagevisorError("Unsupported ICU number skeleton token: \(token)")
      }
      options = skeleton.options
      number *= skeleton.scale
    }
    return try environment.backend.formatNumber(number, options, environment.context)
  }

  private func reportUnsupportedSkeletonToken(_ token: String) {
    let issue = FormattingIssue(
      kind: .unsupportedFormatter,
      message: "Unsupported ICU number skeleton token",
      details: [
        "formatter": "icu_number_skeleton",
        "token": .string(token),
        "locale": .string(environment.locale),
      ]
    )
    environment.context.report(issue)
  }

  private func formatDate(
    _ value: MessagevisorValue,
    _ argument: ICUArgumentNode,
    kind: DateFormatKind
  ) throws -> String {
    guard let date = value.dateValue else {
      throw MessagevisorError("ICU date value is invalid")
    }
    var options: FormatOptions = [:]
    switch argument.style {
    case .skeleton(let skeleton) where !skeleton.isEmpty:
      return try environment.backend.formatDateSkeleton(date, skeleton, environment.context)
    case .named(let name):
      options = datePreset(name, kind: kind)
    default:
      break
    }
    return try environment.backend.formatDate(date, options, kind, environment.context)
  }

  /// The named preset of the date (or time) family, else a bare style, else no options.
  private func datePreset(_ name: String, kind: DateFormatKind) -> FormatOptions {
    let family = kind == .date ? environment.formats.date : environment.formats.time
    return family?[name] ?? ICUBuiltinStyles.date(name, kind: kind) ?? [:]
  }
}
