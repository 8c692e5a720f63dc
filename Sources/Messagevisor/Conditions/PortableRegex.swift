import Foundation

/// The portable regular-expression dialect of `matches` / `notMatches`.
///
/// Flags are `i`, `m`, `s`, `u`, each at most once. Lookarounds, group modifiers `(?…)`,
/// backreferences, named references and possessive quantifiers are not portable: such a
/// predicate is false for both operators, as is a pattern that does not compile.
///
/// Catastrophic backtracking is bounded two ways, neither of which reads a clock: subjects
/// longer than `maximumSubjectLength` UTF-16 units never match, and a search that takes more
/// than one progress report per start position plus `maximumBacktrackingReports` is abandoned
/// (both operators false). Patterns such as `(a+)+$` are portable; only their searches end.
package enum PortableRegex {
  /// Subjects longer than this never match (both operators false).
  static let maximumSubjectLength = 4096

  /// True or false for a match, nil when the predicate cannot be evaluated.
  static func test(_ predicate: ConditionPredicate, actual: MessagevisorValue?) -> Bool? {
    guard let subject = actual?.stringValue, let pattern = predicate.value?.stringValue else {
      return nil
    }
    guard subject.utf16.count <= maximumSubjectLength else { return nil }
    guard let regex = compiled(pattern: pattern, flags: predicate.regexFlags ?? "") else {
      return nil
    }
    return search(regex, in: subject)
  }

  /// How many backtracking progress reports a search may take before it is abandoned.
  ///
  /// Foundation reports progress once per start position tried and periodically (roughly
  /// every ten thousand steps) while one attempt backtracks; a search may use one report per
  /// start position plus this many.
  static let maximumBacktrackingReports = 500

  /// Whether `regex` matches anywhere in `subject`; nil when the search was abandoned.
  ///
  /// Ambiguous patterns such as `(a|aa)+$` backtrack exponentially on a failing subject, and
  /// no syntactic scan can refuse them all; the engine's progress reports bound the work.
  static func search(_ regex: NSRegularExpression, in subject: String) -> Bool? {
    measuredSearch(regex, in: subject).matched
  }

  /// `search` together with the number of progress reports it took, which tests use to check
  /// the bound without timing anything.
  static func measuredSearch(
    _ regex: NSRegularExpression,
    in subject: String
  ) -> (matched: Bool?, reports: Int) {
    var matched = false
    var abandoned = false
    var reports = 0
    let length = subject.utf16.count
    let budget = length + 1 + maximumBacktrackingReports
    let range = NSRange(location: 0, length: length)
    regex.enumerateMatches(in: subject, options: [.reportProgress], range: range) {
      result, flags, stop in
      if result != nil {
        matched = true
        stop.pointee = true
      } else if flags.contains(.progress) {
        reports += 1
        if reports > budget {
          abandoned = true
          stop.pointee = true
        }
      }
    }
    return (abandoned ? nil : matched, reports)
  }

  /// The compiled expression, or nil when flags or pattern are not portable.
  static func compiled(pattern: String, flags: String) -> NSRegularExpression? {
    let key = flags + "\u{0}" + pattern
    return cache.value(for: key) { _ in
      CachedRegex(regex: compile(pattern: pattern, flags: flags))
    }.regex
  }

  private static func compile(pattern: String, flags: String) -> NSRegularExpression? {
    guard let options = options(for: flags), RegexPortability.isPortable(pattern) else {
      return nil
    }
    return try? NSRegularExpression(pattern: pattern, options: options)
  }

  /// Maps portable flags to Foundation options; nil for unknown or repeated flags.
  ///
  /// Package-visible so the project loader refuses, at load, the flags this returns nil for.
  package static func options(for flags: String) -> NSRegularExpression.Options? {
    var options: NSRegularExpression.Options = []
    var seen = Set<Character>()
    for flag in flags {
      guard seen.insert(flag).inserted else { return nil }
      switch flag {
      case "i": options.insert(.caseInsensitive)
      case "m": options.insert(.anchorsMatchLines)
      case "s": options.insert(.dotMatchesLineSeparators)
      case "u": break
      default: return nil
      }
    }
    return options
  }

  private static let cache = BoundedCache<String, CachedRegex>(capacity: 256)
}

/// A compiled expression (or the knowledge that it does not compile) kept in the cache.
///
/// `NSRegularExpression` is immutable after creation and documented as safe to share across
/// threads, which is what makes this box sendable.
private struct CachedRegex: @unchecked Sendable {
  let regex: NSRegularExpression?
}
