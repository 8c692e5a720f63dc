import Foundation

/// Renders an Apple value the way `String(localized:)` shows it, written independently of the
/// ICU conversion: it substitutes printf specifiers itself and picks plural forms by the
/// category the caller chose. Import uses it for the expected text of the assertions it writes.
struct AppleFormatRenderer {
  /// A sample argument value.
  enum Sample: Sendable, Equatable {
    case text(String)
    case number(Double)
  }

  /// The language, for the decimal separator.
  let language: String
  /// Argument values by position.
  let values: [Int: Sample]
  /// The plural category chosen for each plural argument position.
  let categories: [Int: String]

  /// `value` (a string or plural forms) rendered with the samples.
  func render(_ value: AppleValue, substitutions: [String: AppleSubstitution]) -> String {
    switch value {
    case .text(let text, _):
      return render(text, substitutions: substitutions, substitutedPosition: nil)
    case .plural(let forms):
      var texts: [String: String] = [:]
      for (category, form) in forms {
        if case .text(let text, _) = form { texts[category] = text }
      }
      let position = AppleToICUConverter.pluralPosition(texts)
      let category = categories[position] ?? "other"
      guard case .text(let text, _)? = forms[category] ?? forms["other"] else { return "" }
      return render(text, substitutions: substitutions, substitutedPosition: nil)
    case .device:
      return ""
    }
  }

  private func render(
    _ text: String, substitutions: [String: AppleSubstitution], substitutedPosition: Int?
  ) -> String {
    var result = ""
    var next = 1
    for piece in FormatStringScanner.pieces(text) {
      switch piece {
      case .literal(let literal):
        result += literal
      case .specifier(let specifier):
        var position = specifier.position ?? next
        if specifier.position == nil {
          next += 1
          if let substitutedPosition { position = substitutedPosition }
        }
        result += format(values[position], specifier: specifier)
      case .substitution(let name, let explicit):
        let position = explicit ?? next
        if explicit == nil { next += 1 }
        guard let substitution = substitutions[name] else { continue }
        let bound = substitution.argNum ?? position
        let category = categories[bound] ?? "other"
        let form = substitution.forms[category] ?? substitution.forms["other"] ?? ""
        result += render(form, substitutions: substitutions, substitutedPosition: bound)
      case .substitutedValue:
        if let substitutedPosition {
          result += format(values[substitutedPosition], specifier: FormatSpecifier(conversion: "d"))
        }
      }
    }
    return result
  }

  private func format(_ sample: Sample?, specifier: FormatSpecifier) -> String {
    switch sample {
    case .text(let text)?:
      return text
    case .number(let number)?:
      switch specifier.kind {
      case .decimal:
        let digits = String(format: "%.\(specifier.precision ?? 6)f", number)
        let separator = Locale(identifier: language).decimalSeparator ?? "."
        return digits.replacingOccurrences(of: ".", with: separator)
      default:
        return String(Int(number))
      }
    case nil:
      return ""
    }
  }
}
