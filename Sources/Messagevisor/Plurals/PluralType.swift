/// Which CLDR plural rules pick a category: those for counts or those for ordinal positions.
public enum PluralType: String, Sendable, CaseIterable {
  /// Counts: "1 item", "2 items" (ECMA-402's default `type`).
  case cardinal
  /// Ordinal positions: "1st", "2nd", "3rd".
  case ordinal

  /// `ordinal` when `ordinal` is true.
  init(ordinal: Bool) {
    self = ordinal ? .ordinal : .cardinal
  }

  /// The type of ECMA-402 plural options: `ordinal` when `type` is the string `ordinal`,
  /// else `cardinal`.
  init(formatOptions: FormatOptions) {
    self.init(ordinal: formatOptions["type"] == .string(Self.ordinal.rawValue))
  }
}
