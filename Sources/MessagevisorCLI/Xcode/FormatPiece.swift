/// A piece of an Apple format string: literal text, a printf specifier, a `%#@name@`
/// substitution, or `%arg` (the value inside a substitution's forms).
enum FormatPiece: Sendable, Equatable {
  /// Text shown as is (`%%` is already one `%`).
  case literal(String)
  /// A printf specifier such as `%@`, `%lld`, `%1$@` or `%.2f`.
  case specifier(FormatSpecifier)
  /// `%#@name@`, optionally with an explicit position (`%1$#@name@`).
  case substitution(name: String, position: Int?)
  /// `%arg`, the substituted value inside a substitution form.
  case substitutedValue
}

/// One printf conversion: `%[position$][flags][width][.precision][length]conversion`.
struct FormatSpecifier: Sendable, Equatable {
  /// The explicit 1-based position (`%2$@`), if any.
  var position: Int?
  /// Flags (`-`, `+`, space, `#`, `0`, `'`).
  var flags: String = ""
  /// The minimum width, if any.
  var width: Int?
  /// The precision, if any.
  var precision: Int?
  /// The length modifier (`l`, `ll`, `q`, `h`, …).
  var length: String = ""
  /// The conversion character (`@`, `d`, `f`, …).
  var conversion: Character

  /// What kind of value the conversion takes.
  var kind: FormatValueKind {
    switch conversion {
    case "@", "s", "S": return .object
    case "d", "i", "u", "D", "U": return .integer
    case "f", "F": return .decimal
    default: return .unsupported
    }
  }

  /// The specifier as written, without the position (`lld`, `.2f`).
  var bodyText: String {
    var text = flags
    if let width { text += String(width) }
    if let precision { text += "." + String(precision) }
    return text + length + String(conversion)
  }
}

/// The value type a specifier takes.
enum FormatValueKind: Sendable, Equatable {
  /// `%@`, `%s`: shown as text.
  case object
  /// `%d`, `%lld`, `%u`: a whole number.
  case integer
  /// `%f`: a decimal with a fixed number of fraction digits.
  case decimal
  /// `%x`, `%e`, `%g`, `%c`, `%p`, …: no ICU equivalent.
  case unsupported
}
