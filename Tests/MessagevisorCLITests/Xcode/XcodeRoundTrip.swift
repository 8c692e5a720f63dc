import Foundation
import Messagevisor
import MessagevisorICU
import MessagevisorProject

@testable import MessagevisorCLI

/// The top-level fields of one message file, as parsed trees, and its own translations.
struct MessageFields: Equatable {
  /// Every top-level field except `translations`, by name.
  var fields: [String: YAMLTree] = [:]
  /// The message's own translations, by locale.
  var translations: [String: String] = [:]

  /// The fields of the message file at `url`; nil when there is no such file.
  static func read(_ url: URL) throws -> MessageFields? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let node = try YAMLParser.parse(Array(try Data(contentsOf: url)), file: url.path)
    var result = MessageFields()
    for (name, value) in YAMLTree(node).members {
      if name == "translations" {
        for (locale, text) in value.members { result.translations[locale] = text.string ?? "" }
      } else {
        result.fields[name] = value
      }
    }
    return result
  }

  /// The names of the fields that differ from `other`, `translations.<locale>` for a text.
  func differences(from other: MessageFields) -> Set<String> {
    var names = Set(fields.keys).union(other.fields.keys).filter { fields[$0] != other.fields[$0] }
    for locale in Set(translations.keys).union(other.translations.keys)
    where translations[locale] != other.translations[locale] {
      names.insert("translations.\(locale)")
    }
    return names
  }
}

/// What a message argument is given when the round-trip test renders it.
enum SampleKind: Equatable {
  case number, date, text
}

/// Renders the messages of a project's `swift` target through the SDK and the ICU module,
/// without their overrides.
struct RenderedProject {
  /// One SDK per locale, each holding that locale's datafile.
  private var sdks: [String: Messagevisor] = [:]

  init(root: URL, locales: [String]) throws {
    let project = try Project.load(root: root.path)
    for locale in locales {
      var datafile = try project.build(target: "swift", locale: locale)
      // The texts are compared here; overrides are a field of their own.
      datafile.messages = datafile.messages.mapValues { message in
        var message = message
        message.overrides = nil
        return message
      }
      sdks[locale] = createMessagevisor(
        MessagevisorOptions(
          datafile: datafile, locale: locale, currency: "EUR", timeZone: "UTC",
          logLevel: .fatal, modules: [createICUModule()]))
    }
  }

  /// The text `key` renders to in `locale`, or the error it throws, as text.
  func render(_ key: String, locale: String, values: MessagevisorValues) -> String {
    guard let sdk = sdks[locale] else { return "no datafile for \(locale)" }
    do {
      return try sdk.translate(key, values: values, options: TranslateOptions(locale: locale))
    } catch {
      return "error: \(error)"
    }
  }

  /// Numbers for every plural category of the example's languages (Arabic `zero` to `many`,
  /// Polish `few` and `many`, fractions), and values a preset with fewer digits would round.
  static let numbers: [Double] = [0, 1, 2, 3, 5, 11, 22, 100, 1.5, 12.345, 1_234.5]
  /// Two moments, one in the morning and one in the evening (UTC).
  static let dates: [Date] = [
    Date(timeIntervalSince1970: 1_767_607_200), Date(timeIntervalSince1970: 1_772_393_400),
  ]

  /// The arguments named in `texts` and what each is given: a number when a plural,
  /// selectordinal or number uses it, a date for date and time, text otherwise.
  static func arguments(in texts: [String]) -> [(name: String, kind: SampleKind)] {
    let pattern = /\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:\}|,\s*([a-z]+))/
    var kinds: [String: SampleKind] = [:]
    var order: [String] = []
    for text in texts {
      for match in text.matches(of: pattern) {
        let name = String(match.output.1)
        if kinds[name] == nil {
          order.append(name)
          kinds[name] = .text
        }
        switch match.output.2.map(String.init) {
        case "plural", "selectordinal", "number": kinds[name] = .number
        case "date", "time": kinds[name] = .date
        default: break
        }
      }
    }
    return order.map { ($0, kinds[$0] ?? .text) }
  }

  /// Sample argument sets for a message with these texts: every number of `numbers` for each
  /// word a `select` could match (each word followed by `{`, and `other`), numbers and words
  /// shifted by the argument's position so that swapped arguments render differently.
  static func samples(for texts: [String]) -> [MessagevisorValues] {
    let arguments = arguments(in: texts)
    var words = ["other"]
    for text in texts {
      for match in text.matches(of: /([A-Za-z][A-Za-z0-9_-]*)\s*\{/) {
        let word = String(match.output.1)
        if !words.contains(word) { words.append(word) }
      }
    }
    let rows = numbers.count * words.count
    return (0..<rows).map { row in
      var values: MessagevisorValues = [:]
      for (position, argument) in arguments.enumerated() {
        switch argument.kind {
        case .number:
          let number = numbers[(row + position) % numbers.count]
          values[argument.name] =
            number == number.rounded() ? .int(Int(number)) : .double(number)
        case .date: values[argument.name] = .date(dates[(row + position) % dates.count])
        case .text:
          values[argument.name] = .string(words[(row / numbers.count + position) % words.count])
        }
      }
      return values
    }
  }

  /// Sample values as short text for a failure message (`count=1.5, name=other`).
  static func describe(_ values: MessagevisorValues) -> String {
    values.keys.sorted().map { name in
      let text =
        switch values[name] {
        case .int(let number)?: "\(number)"
        case .double(let number)?: "\(number)"
        case .string(let word)?: word
        case .date(let date)?: date.ISO8601Format()
        default: "\(values[name] ?? .null)"
        }
      return "\(name)=\(text)"
    }.joined(separator: ", ")
  }
}
