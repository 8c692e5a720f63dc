import Messagevisor

extension ICUParser {
  /// Parses `{name}`, `{name, type}`, `{name, type, style}` or a choice; `index` is at `{`.
  mutating func parseArgument(_ context: BodyContext) throws(ICUSyntaxError) -> ICUNode {
    let start = index
    index += 1
    let name = readField(stoppingAtComma: true)
    guard !name.isEmpty else {
      throw ICUSyntaxError(.emptyArgumentName, at: start, in: bytes)
    }
    guard index < bytes.count else {
      throw ICUSyntaxError(.unclosedArgument, at: start, in: bytes)
    }
    if bytes[index] == UInt8(ascii: "}") {
      index += 1
      return simpleArgument(name, kind: .simple, style: .none, from: start)
    }
    index += 1
    let type = readField(stoppingAtComma: true)
    guard index < bytes.count else {
      throw ICUSyntaxError(.unclosedArgument, at: start, in: bytes)
    }
    let choiceKind = ICUChoiceKind(rawValue: type)
    if bytes[index] == UInt8(ascii: "}") {
      guard choiceKind == nil else {
        throw ICUSyntaxError(.invalidChoice, at: index, in: bytes)
      }
      index += 1
      return simpleArgument(name, kind: Self.argumentKind(type), style: .none, from: start)
    }
    index += 1
    if let choiceKind {
      let header = ChoiceHeader(name: name, kind: choiceKind, start: start)
      return .choice(try parseChoice(header, context))
    }
    let style = readField(stoppingAtComma: false)
    guard index < bytes.count else {
      throw ICUSyntaxError(.unclosedArgument, at: start, in: bytes)
    }
    index += 1
    return simpleArgument(
      name, kind: Self.argumentKind(type), style: Self.style(style), from: start)
  }

  /// Skips leading whitespace, reads up to `}` (and `,` when asked), and trims the end.
  /// Leaves `index` at the delimiter or at the end of the message.
  private mutating func readField(stoppingAtComma: Bool) -> String {
    skipWhitespace()
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "}") || (stoppingAtComma && byte == UInt8(ascii: ",")) {
        break
      }
      index += 1
    }
    return text(trimming: start..<index)
  }

  /// Advances past whitespace.
  mutating func skipWhitespace() {
    while index < bytes.count {
      let length = PatternWhiteSpace.length(in: bytes, at: index)
      guard length > 0 else { return }
      index += length
    }
  }

  /// The text of `range` without trailing whitespace.
  func text(trimming range: Range<Int>) -> String {
    var end = range.upperBound
    while end > range.lowerBound {
      let length = PatternWhiteSpace.length(in: bytes, endingAt: end, from: range.lowerBound)
      guard length > 0 else { break }
      end -= length
    }
    return String(decoding: bytes[range.lowerBound..<end], as: UTF8.self)
  }

  private func simpleArgument(
    _ name: String,
    kind: ICUArgumentKind,
    style: ICUArgumentStyle,
    from start: Int
  ) -> ICUNode {
    var skeleton: ICUNumberSkeleton?
    if kind == .number, case .skeleton(let text) = style {
      skeleton = ICUNumberSkeleton(text)
    }
    let node = ICUArgumentNode(
      name: name,
      kind: kind,
      style: style,
      range: start..<index,
      numberSkeleton: skeleton
    )
    return .argument(node)
  }

  private static func argumentKind(_ type: String) -> ICUArgumentKind {
    switch type {
    case "number": return .number
    case "date": return .date
    case "time": return .time
    default: return .other(type)
    }
  }

  /// The style of an argument from its trimmed text: none, a skeleton after `::` (without
  /// the `Pattern_White_Space` that may follow the colons, as everywhere else in the syntax),
  /// or a preset name.
  private static func style(_ text: String) -> ICUArgumentStyle {
    if text.isEmpty {
      return .none
    }
    guard text.hasPrefix("::") else { return .named(text) }
    let bytes = Array(text.utf8.dropFirst(2))
    var start = 0
    while start < bytes.count {
      let length = PatternWhiteSpace.length(in: bytes, at: start)
      guard length > 0 else { break }
      start += length
    }
    return .skeleton(String(decoding: bytes[start...], as: UTF8.self))
  }
}
