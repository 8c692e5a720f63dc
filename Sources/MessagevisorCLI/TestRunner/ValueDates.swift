import Messagevisor

/// Turns ISO date-time strings in values into dates, as the upstream runner does.
enum ValueDates {
  static func convert(_ values: MessagevisorValues) -> MessagevisorValues {
    values.mapValues(convert)
  }

  private static func convert(_ value: MessagevisorValue) -> MessagevisorValue {
    switch value {
    case .string(let text):
      guard looksLikeDateTime(text), let date = PortableISODate.parse(text) else { return value }
      return .date(date)
    case .array(let elements): return .array(elements.map(convert))
    case .object(let members): return .object(members.mapValues(convert))
    default: return value
    }
  }

  private static func looksLikeDateTime(_ text: String) -> Bool {
    let bytes = Array(text.utf8.prefix(19))
    guard bytes.count == 19 else { return false }
    let digits = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18]
    return digits.allSatisfy { bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }
      && bytes[4] == UInt8(ascii: "-") && bytes[7] == UInt8(ascii: "-")
      && bytes[10] == UInt8(ascii: "T") && bytes[13] == UInt8(ascii: ":")
      && bytes[16] == UInt8(ascii: ":")
  }
}
