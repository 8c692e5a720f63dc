/// A list of `*` glob patterns; a name matches when any pattern matches it.
///
/// `*` matches any run of characters (including `.`); everything else is literal and the
/// match is anchored at both ends. Matching is on UTF-8 bytes.
struct GlobSet: Hashable, Sendable {
  /// One compiled pattern: its literal pieces between `*`s.
  private struct Pattern: Hashable, Sendable {
    let pieces: [[UInt8]]
    let hasStar: Bool
  }

  private let patterns: [Pattern]

  /// True when there are no patterns (nothing matches).
  var isEmpty: Bool { patterns.isEmpty }

  /// Compiles the patterns.
  init(_ patterns: [String]) {
    self.patterns = patterns.map { text in
      let pieces = text.utf8.split(separator: UInt8(ascii: "*"), omittingEmptySubsequences: false)
      return Pattern(pieces: pieces.map(Array.init), hasStar: pieces.count > 1)
    }
  }

  /// True when any pattern matches the whole name.
  func matches(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    return patterns.contains { Self.match($0, bytes) }
  }

  private static func match(_ pattern: Pattern, _ name: [UInt8]) -> Bool {
    guard pattern.hasStar else { return pattern.pieces[0] == name }
    let first = pattern.pieces[0]
    let last = pattern.pieces[pattern.pieces.count - 1]
    guard name.count >= first.count + last.count,
      name.starts(with: first),
      name[(name.count - last.count)...].elementsEqual(last)
    else { return false }
    var cursor = first.count
    let end = name.count - last.count
    for piece in pattern.pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let found = find(piece, in: name, from: cursor, to: end) else { return false }
      cursor = found + piece.count
    }
    return true
  }

  private static func find(_ piece: [UInt8], in name: [UInt8], from: Int, to end: Int) -> Int? {
    guard end - from >= piece.count else { return nil }
    var start = from
    while start + piece.count <= end {
      if name[start..<(start + piece.count)].elementsEqual(piece) { return start }
      start += 1
    }
    return nil
  }
}
