import Messagevisor

/// Reads a fuzz input front to back.
///
/// Past the end every read returns zero (or an empty string), so any prefix of an input is a
/// valid input. Every string handed out is counted in `textLength`, which bounds how long an
/// output may reasonably be.
struct FuzzInput {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  /// The UTF-8 length of every string produced so far.
  private(set) var textLength = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The next byte, or 0 at the end.
  mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  /// An element of `list` chosen by the next byte.
  mutating func pick<Element>(_ list: [Element]) -> Element {
    list[Int(byte()) % list.count]
  }

  /// Eight bytes, little-endian.
  mutating func uint64() -> UInt64 {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 8) {
      value |= UInt64(byte()) << UInt64(shift)
    }
    return value
  }

  /// A double with the bit pattern of the next eight bytes (NaN payloads included).
  mutating func rawDouble() -> Double {
    Double(bitPattern: uint64())
  }

  /// A length byte, then that many bytes decoded as UTF-8 (invalid sequences repaired).
  mutating func rawString() -> String {
    let length = Int(byte())
    var units: [UInt8] = []
    units.reserveCapacity(length)
    for _ in 0..<length where index < bytes.count {
      units.append(byte())
    }
    return counted(String(decoding: units, as: UTF8.self))
  }

  /// Counts `text` into `textLength` and returns it.
  mutating func counted(_ text: String) -> String {
    textLength += text.utf8.count
    return text
  }

  /// Adds `length` bytes of text that reach a formatter without passing through `counted`.
  mutating func addText(length: Int) {
    textLength += length
  }

  /// Counts the strings inside `value` (an option or a list item) and returns it.
  mutating func counted(_ value: MessagevisorValue) -> MessagevisorValue {
    textLength += Self.length(of: value)
    return value
  }

  private static func length(of value: MessagevisorValue) -> Int {
    switch value {
    case .string(let text): return text.utf8.count
    case .array(let items): return items.reduce(0) { $0 + length(of: $1) }
    case .object(let fields):
      return fields.reduce(0) { $0 + $1.key.utf8.count + length(of: $1.value) }
    default: return 0
    }
  }
}
