import Foundation

/// Currency text without grouping, made from the grouped text.
///
/// swift-foundation's currency format style loses its configuration when grouping is off
/// together with a sign strategy or a rounding rule: `Currency(code: "EUR")` with
/// `.rounded(rule:)` and `.grouping(.never)` prints `-1234.5`, the bare `Double` description,
/// without the currency, the sign display or the digits (found on Swift 6.3's Linux Foundation;
/// Apple's FormatStyle is the same code). So the Foundation engine formats currency with the
/// locale's grouping and removes the grouping separators afterwards.
///
/// The separators are read once from the style itself, from a probe number that has grouping
/// and no fraction: every character between two digits there is a grouping separator. In a
/// result, such a character is removed only where it stands between two digits, so a space
/// or a symbol next to the currency stays.
struct CurrencyUngrouping: Sendable {
  /// The grouping separators the style prints.
  private let separators: Set<Unicode.Scalar>

  /// The separators of `style` (which must group).
  init(_ style: FloatingPointFormatStyle<Double>.Currency) {
    let probe = Array(style.precision(.fractionLength(0)).format(1_234_567).unicodeScalars)
    separators = Set(probe.indices.filter { Self.separatesDigits(probe, at: $0) }.map { probe[$0] })
  }

  /// `text` without the grouping separators that stand between two digits.
  func ungrouped(_ text: String) -> String {
    guard !separators.isEmpty else { return text }
    let scalars = Array(text.unicodeScalars)
    var kept = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated()
    where !(separators.contains(scalar) && Self.separatesDigits(scalars, at: index)) {
      kept.append(scalar)
    }
    return String(kept)
  }

  /// Whether the scalar at `index` is not a digit and stands between two digits.
  private static func separatesDigits(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    index > 0 && index + 1 < scalars.count && !isDigit(scalars[index])
      && isDigit(scalars[index - 1]) && isDigit(scalars[index + 1])
  }

  /// A decimal digit of any numbering system.
  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.numericType == .decimal
  }
}
