/// A catalog comment split into the message description and argument names.
///
/// A last line `Arguments: 1 name, 2 count` names the printf arguments by position (export
/// writes it so a round trip keeps ICU argument names); the rest is the description.
struct MessageComment: Sendable, Equatable {
  /// The description, without the arguments line; nil when empty.
  var description: String?
  /// Argument names by position.
  var names: [Int: String]

  static let prefix = "Arguments: "

  init(_ comment: String?) {
    var lines = (comment ?? "").components(separatedBy: "\n")
    var names: [Int: String] = [:]
    if let last = lines.last, last.hasPrefix(Self.prefix), let parsed = Self.parse(last) {
      names = parsed
      lines.removeLast()
      // `text` puts one blank line before the arguments line; a description's own final
      // line break is the line before that.
      if lines.last?.isEmpty == true { lines.removeLast() }
    }
    let text = lines.joined(separator: "\n")
    description = text.isEmpty ? nil : text
    self.names = names
  }

  /// The comment for `description` and `names` (the inverse of `init`).
  static func text(description: String?, names: [Int: String]) -> String? {
    let line =
      names.isEmpty
      ? nil
      : prefix + names.keys.sorted().map { "\($0) \(names[$0] ?? "")" }.joined(separator: ", ")
    switch (description, line) {
    case (nil, nil): return nil
    case (let text?, nil): return text
    case (nil, let line?): return line
    case (let text?, let line?): return text + "\n\n" + line
    }
  }

  private static func parse(_ line: String) -> [Int: String]? {
    var names: [Int: String] = [:]
    for item in line.dropFirst(prefix.count).components(separatedBy: ", ") {
      let parts = item.split(separator: " ")
      guard parts.count == 2, let position = Int(parts[0]), position > 0,
        parts[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else { return nil }
      names[position] = String(parts[1])
    }
    return names
  }
}
