import Foundation
import Messagevisor

/// Reads the cases of an oracle cases file into typed `FormatCase`s.
///
/// Every case is an object with `id`, `family`, `locale`, optional `options` and the inputs
/// of its family (see `scripts/oracle/generate_cases.py`). Numbers are decimal strings
/// (`"-0"`, `"1e21"`) or JSON numbers; instants are ISO strings with `Z` or an offset.
struct FormatCaseParser {
  /// The zero-based index of the case being read.
  let index: Int
  /// The members of the case.
  let members: [String: MessagevisorValue]

  /// Parses every case of `cases`, failing at the first bad one.
  static func parse(_ cases: [MessagevisorValue]) throws(FormatCaseError) -> [FormatCase] {
    var parsed: [FormatCase] = []
    parsed.reserveCapacity(cases.count)
    for (index, value) in cases.enumerated() {
      guard let members = value.objectValue else {
        throw FormatCaseError(index: index, id: nil, key: nil, problem: "expected an object")
      }
      parsed.append(try FormatCaseParser(index: index, members: members).parse())
    }
    return parsed
  }

  /// The typed case.
  func parse() throws(FormatCaseError) -> FormatCase {
    let id = try string("id")
    let locale = try string("locale")
    let options = try optionsObject()
    let input = try self.input(family: try string("family"))
    return FormatCase(id: id, locale: locale, options: options, input: input)
  }

  private func input(family: String) throws(FormatCaseError) -> FormatCase.Input {
    switch family {
    case "number": return .number(try number("value"))
    case "plural": return .plural(try number("value"))
    case "date": return .date(try instant("at"), try kind())
    case "dateTimeRange": return .dateTimeRange(try instant("start"), try instant("end"))
    case "relativeTime": return .relativeTime(try number("value"), try unit())
    case "list": return .list(try strings("values"))
    case "displayName": return .displayName(try string("value"))
    default:
      throw failure(
        "family",
        "unknown family \"\(family)\" (expected number, date, dateTimeRange, "
          + "relativeTime, list, displayName or plural)")
    }
  }

  private func failure(_ key: String, _ problem: String) -> FormatCaseError {
    FormatCaseError(index: index, id: members["id"]?.stringValue, key: key, problem: problem)
  }

  private func string(_ key: String) throws(FormatCaseError) -> String {
    guard let value = members[key] else { throw failure(key, "missing") }
    guard let text = value.stringValue else { throw failure(key, "expected a string") }
    return text
  }

  private func number(_ key: String) throws(FormatCaseError) -> Double {
    guard let value = members[key] else { throw failure(key, "missing") }
    if let number = value.numberValue { return number }
    guard let text = value.stringValue, let number = Double(text) else {
      throw failure(key, "expected a decimal string or a number")
    }
    return number
  }

  private func instant(_ key: String) throws(FormatCaseError) -> Date {
    let text = try string(key)
    guard let date = PortableISODate.parse(text) else {
      throw failure(key, "expected an ISO instant with Z or an offset, not \"\(text)\"")
    }
    return date
  }

  private func strings(_ key: String) throws(FormatCaseError) -> [String] {
    guard let value = members[key] else { throw failure(key, "missing") }
    guard let items = value.arrayValue else { throw failure(key, "expected an array") }
    var texts: [String] = []
    for item in items {
      guard let text = item.stringValue else { throw failure(key, "expected strings only") }
      texts.append(text)
    }
    return texts
  }

  private func optionsObject() throws(FormatCaseError) -> FormatOptions {
    guard let value = members["options"] else { return [:] }
    guard let options = value.objectValue else { throw failure("options", "expected an object") }
    return options
  }

  private func kind() throws(FormatCaseError) -> DateFormatKind {
    guard members["kind"] != nil else { return .date }
    let text = try string("kind")
    guard let kind = DateFormatKind(rawValue: text) else {
      throw failure("kind", "expected \"date\" or \"time\", not \"\(text)\"")
    }
    return kind
  }

  private func unit() throws(FormatCaseError) -> Calendar.Component {
    let text = try string("unit")
    guard let unit = Self.units[text] else {
      throw failure("unit", "unknown unit \"\(text)\"")
    }
    return unit
  }

  /// Intl.RelativeTimeFormat units, singular and plural, as calendar components.
  static let units: [String: Calendar.Component] = {
    let singular: [String: Calendar.Component] = [
      "second": .second, "minute": .minute, "hour": .hour, "day": .day,
      "week": .weekOfYear, "month": .month, "quarter": .quarter, "year": .year,
    ]
    var all = singular
    for (name, unit) in singular { all[name + "s"] = unit }
    return all
  }()
}
