/// A CLDR plural operand name (`n i v w f t c e`).
enum PluralOperand: UInt8, Sendable, Equatable {
  /// The absolute value.
  case n
  /// The integer digits.
  case i
  /// The number of visible fraction digits.
  case v
  /// The number of visible fraction digits without trailing zeros.
  case w
  /// The visible fraction digits as an integer.
  case f
  /// The visible fraction digits without trailing zeros as an integer.
  case t
  /// The compact decimal exponent.
  case c
  /// The deprecated synonym of `c`.
  case e

  /// The operand spelled by one ASCII letter, if any.
  init?(ascii byte: UInt8) {
    switch byte {
    case UInt8(ascii: "n"): self = .n
    case UInt8(ascii: "i"): self = .i
    case UInt8(ascii: "v"): self = .v
    case UInt8(ascii: "w"): self = .w
    case UInt8(ascii: "f"): self = .f
    case UInt8(ascii: "t"): self = .t
    case UInt8(ascii: "c"): self = .c
    case UInt8(ascii: "e"): self = .e
    default: return nil
    }
  }
}
