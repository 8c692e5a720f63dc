/// Suggests the closest known word for a mistyped one (commands, options, targets, fields).
///
/// A candidate is close when its edit distance (case-insensitive) is at most a third of the
/// longer word, at least 1, or when one word is the other with a suffix added or dropped.
package enum DidYouMean {
  /// The closest candidate, or nil when none is close enough.
  package static func suggestion(for word: String, among candidates: [String]) -> String? {
    let lowered = word.lowercased()
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance = editDistance(lowered, candidate.lowercased())
      let limit = max(1, max(word.count, candidate.count) / 3)
      let prefixed =
        candidate.lowercased().hasPrefix(lowered) || lowered.hasPrefix(candidate.lowercased())
      guard distance <= limit || (prefixed && min(word.count, candidate.count) >= 4) else {
        continue
      }
      if let current = best, current.distance <= distance { continue }
      best = (candidate, distance)
    }
    return best?.candidate
  }

  /// Levenshtein distance with adjacent transpositions counted as one edit.
  static func editDistance(_ left: String, _ right: String) -> Int {
    let a = Array(left)
    let b = Array(right)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + [Int](repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      previous2 = previous
      previous = current
    }
    return previous[b.count]
  }
}
