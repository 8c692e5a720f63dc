import MessagevisorICU

/// Reads every translation of a loaded project (base and overrides) with the SDK's ICU parser
/// and warns about what will not print as written.
///
/// None of these stops a build, as upstream's builder ships translations as they are; each
/// would only show in an app: a translation that does not parse makes every call of it fail
/// (`invalid_message`), an argument type the SDK does not know prints the bare value
/// (`{n, nubmer}`), and a style that is neither built in nor defined by any locale or target
/// (`{amount, number, curency}`) formats with the family's default and no diagnostic. A
/// warning names the translation's position, the message, the locale and the argument; the
/// position is the offending character's (`ScalarPlacement`), each file read at most once
/// per check and only when it warns.
enum TranslationCheck {
  /// Types ICU has beyond the ones the SDK formats; the SDK prints their value as it is.
  private static let passThroughTypes: Set<String> = ["spellout", "ordinal", "duration"]
  private static let knownTypes = [
    "number", "date", "time", "plural", "selectordinal", "select", "spellout", "ordinal",
    "duration",
  ]

  /// The warnings for every translation of `parts`, by message key, then locale; `read`
  /// reads the files the warnings are placed in.
  ///
  /// Messages are checked on every core (unless `parallel` is false) in runs of consecutive
  /// keys, and the runs' warnings joined in key order: the list is the one a serial check
  /// gives. A message's file belongs to that message alone, so each file is still read at
  /// most once.
  static func warnings(
    _ parts: ProjectParts,
    parallel: Bool = true,
    read: @escaping ScalarPlacementCache.Reader = ScalarPlacementCache.readFile
  ) -> [String] {
    let styles = DefinedStyles(parts)
    let keys = parts.messageKeys
    let runs = max(1, min(keys.count / 64, ParallelWork.workers * 16))
    let found = ParallelWork.map(runs, parallel: parallel) { run in
      var placements = ScalarPlacementCache(root: parts.root, read: read)
      var warnings: [String] = []
      for key in keys[(run * keys.count / runs)..<((run + 1) * keys.count / runs)] {
        guard let message = parts.messages[key] else { continue }
        let place = Place(
          message: key, file: message.file, positions: message.translationPositions)
        warnings += check(message.translations, at: place, styles: styles, &placements)
        for override in message.overrides {
          var place = Place(
            message: key, file: message.file, positions: override.translationPositions)
          place.override = override.key
          warnings += check(override.translations, at: place, styles: styles, &placements)
        }
      }
      return warnings
    }
    return Array(found.joined())
  }

  private static func check(
    _ translations: [String: String],
    at place: Place,
    styles: DefinedStyles,
    _ placements: inout ScalarPlacementCache
  ) -> [String] {
    var warnings: [String] = []
    for locale in translations.keys.sorted() {
      guard let text = translations[locale] else { continue }
      let message: ICUMessage
      do {
        message = try ICUMessage.parse(text)
      } catch {
        let head = place.head(locale, utf8Offset: error.offset, placements: &placements)
        warnings.append("\(head): invalid ICU syntax: \(error.message)")
        continue
      }
      for argument in message.arguments() {
        guard let problem = problem(argument, in: text, styles: styles) else { continue }
        let offset = argument.range.lowerBound
        let head = place.head(locale, utf8Offset: offset, placements: &placements)
        warnings.append("\(head): \(problem)")
      }
    }
    return warnings
  }

  /// What is wrong with `argument`, if anything.
  private static func problem(
    _ argument: ICUArgumentReference,
    in text: String,
    styles: DefinedStyles
  ) -> String? {
    let source = excerpt(text, argument.range)
    switch argument.kind {
    case .other(let type) where !passThroughTypes.contains(type):
      return "unknown ICU argument type \"\(type)\" in \(source), printed as the bare value"
        + hint(type, knownTypes)
    case .number, .date, .time:
      guard case .named(let name) = argument.style,
        !ICUBuiltinStyles.contains(name, kind: argument.kind),
        let family = UsedFormatExtraction.family(argument.kind),
        !styles.contains(name, family: family)
      else { return nil }
      return "no locale or target defines the \(family) format \"\(name)\" used in \(source), "
        + "so the SDK uses its default \(family) format"
        + hint(name, styles.names(family) + builtIn(argument.kind))
    default:
      return nil
    }
  }

  private static func builtIn(_ kind: ICUArgumentKind) -> [String] {
    switch kind {
    case .number: return ICUBuiltinStyles.number.keys.sorted()
    case .date, .time: return ICUBuiltinStyles.dateAndTime.sorted()
    default: return []
    }
  }

  /// The argument's source text, cut to a readable length.
  private static func excerpt(_ text: String, _ range: Range<Int>) -> String {
    let bytes = Array(text.utf8)
    guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return "the message" }
    let shown = String(decoding: bytes[range], as: UTF8.self)
    guard shown.count > 60 else { return shown }
    return String(shown.prefix(57)) + "..."
  }

  private static func hint(_ word: String, _ candidates: [String]) -> String {
    guard let suggestion = DidYouMean.suggestion(for: word, among: candidates) else { return "" }
    return "; did you mean \"\(suggestion)\"?"
  }
}

extension TranslationCheck {
  /// Where a set of translations was authored, for the warning's head.
  private struct Place {
    let message: String
    var override: String?
    let file: String
    let positions: [String: SourcePosition]

    init(message: String, file: String, positions: [String: SourcePosition]) {
      self.message = message
      self.file = file
      self.positions = positions
    }

    /// `file:line:col: message "key" (locale "x")` at byte `utf8Offset` of the translation,
    /// with the override when there is one.
    func head(_ locale: String, utf8Offset: Int, placements: inout ScalarPlacementCache)
      -> String
    {
      let owner = override.map { "override \"\($0)\" of message \"\(message)\"" }
      let what = "\(owner ?? "message \"\(message)\"") (locale \"\(locale)\")"
      guard let start = positions[locale] else { return "\(file):1:1: \(what)" }
      let (line, column) = placements.place(utf8Offset: utf8Offset, scalarAt: start)
      return "\(start.file):\(line):\(column): \(what)"
    }
  }
}
