import Foundation

/// Finds the locale whose plural rules apply to a requested locale.
///
/// Canonicalizes (`Locale.canonicalIdentifier`), turns `_` into `-`, drops `@…` and
/// everything from the first one-character subtag (`-u-…`, `-x-…`), then walks: rules for the
/// candidate → done; else a CLDR parent (not the root) → continue there; else with three or
/// more subtags and a script second → remove the script; else drop the last subtag.
///
/// Beyond that, subtag case is normalized (`pt-pt` → `pt-PT`) and deprecated language codes
/// are replaced (`iw` → `he`), because `canonicalIdentifier` does neither on every platform.
struct PluralLocaleChain: Sendable {
  /// CLDR parent locales.
  let parents: [String: String]
  /// Deprecated language code → replacement locale.
  let aliases: [String: String]

  /// The first candidate of `locale`'s chain that `catalog` has rules for.
  func resolve(_ locale: String, in catalog: PluralRuleCatalog) -> String? {
    var subtags = self.subtags(of: locale)
    var steps = 0
    while !subtags.isEmpty && steps < 64 {
      steps += 1
      let candidate = subtags.joined(separator: "-")
      if catalog.contains(candidate) { return candidate }
      if let parent = parents[candidate], parent != "und", parent != "root" {
        subtags = parent.split(separator: "-").map(String.init)
      } else if subtags.count >= 3 && Self.isScript(subtags[1]) {
        subtags.remove(at: 1)
      } else {
        subtags.removeLast()
      }
    }
    return nil
  }

  /// The normalized subtags the chain starts from.
  func subtags(of locale: String) -> [String] {
    var identifier = Locale.canonicalIdentifier(from: locale)
    identifier = identifier.replacingOccurrences(of: "_", with: "-")
    if let at = identifier.firstIndex(of: "@") {
      identifier = String(identifier[..<at])
    }
    var subtags: [String] = []
    for part in identifier.split(separator: "-") {
      if part.count == 1 { break }
      subtags.append(Self.normalizedCase(part, position: subtags.count))
    }
    guard let language = subtags.first, let replacement = aliases[language] else {
      return subtags
    }
    return Self.replacingLanguage(of: subtags, with: replacement)
  }

  /// Replaces the language subtag with an alias target; the request's own script and region
  /// win over the target's.
  private static func replacingLanguage(of subtags: [String], with target: String) -> [String] {
    let replacement = target.split(separator: "-").map(String.init)
    let requested = Array(subtags.dropFirst())
    var result = [replacement[0]]
    let requestedScript = requested.first(where: isScript)
    if let script = requestedScript ?? replacement.dropFirst().first(where: isScript) {
      result.append(script)
    }
    let requestedRegion = requested.first(where: isRegion)
    if let region = requestedRegion ?? replacement.dropFirst().first(where: isRegion) {
      result.append(region)
    }
    result += requested.filter { !isScript($0) && !isRegion($0) }
    return result
  }

  private static func normalizedCase(_ subtag: Substring, position: Int) -> String {
    if position == 0 { return subtag.lowercased() }
    if subtag.count == 4 && subtag.allSatisfy(\.isLetter) {
      return subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
    }
    return subtag.uppercased()
  }

  private static func isScript(_ subtag: String) -> Bool {
    subtag.count == 4 && subtag.allSatisfy(\.isLetter)
  }

  private static func isRegion(_ subtag: String) -> Bool {
    (subtag.count == 2 && subtag.allSatisfy(\.isLetter))
      || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
  }
}
