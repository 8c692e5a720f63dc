import Foundation

/// Chooses a datafile locale from the user's preferred languages and a fallback map.
///
/// Tags are normalized first (`de_AT` → `de-AT`, `@…` and `-u-…` extensions dropped). For each
/// preferred tag in order, the candidates are the tag, then its fallback chain (`de-AT` → `de`),
/// then the tag with its last subtag removed (and that tag's chain), and so on. With supported
/// locales, the first supported candidate wins (compared case-insensitively, returned as
/// spelled in the supported list). Without them, the first preferred tag's fallback chain is
/// followed to its end.
public struct LocaleResolver: Sendable, Equatable {
  /// Locale fallbacks, e.g. `["de-AT": "de", "gsw": "de"]`.
  public var fallbacks: [String: String]
  /// The locales that exist; empty means any locale.
  public var supported: [String]

  /// Creates a resolver.
  public init(fallbacks: [String: String] = [:], supported: [String] = []) {
    self.fallbacks = fallbacks
    self.supported = supported
  }

  /// The locale to load for `preferred` (most preferred first); nil when nothing matches.
  ///
  ///     let resolver = LocaleResolver(fallbacks: ["de-AT": "de"], supported: ["en", "de"])
  ///     resolver.resolve(["de-AT", "en"])  // "de"
  ///     resolver.resolve(["fr-FR", "en-GB"])  // "en"
  public func resolve(_ preferred: [String]) -> String? {
    let tags = preferred.map(Self.normalize).filter { !$0.isEmpty }
    guard !supported.isEmpty else {
      return tags.first.map { chain(of: $0).last ?? $0 }
    }
    for tag in tags {
      for candidate in candidates(for: tag) {
        if let match = supported.first(where: { $0.lowercased() == candidate.lowercased() }) {
          return match
        }
      }
    }
    return nil
  }

  /// The tag, its fallbacks and its truncations, in the order tried, without repeats.
  func candidates(for tag: String) -> [String] {
    var result: [String] = []
    var current: String? = tag
    while let stem = current {
      for candidate in chain(of: stem) where !result.contains(candidate) {
        result.append(candidate)
      }
      current = Self.truncate(stem)
    }
    return result
  }

  /// The tag followed by its fallbacks, stopping at a repeat.
  func chain(of tag: String) -> [String] {
    var result = [tag]
    var current = tag
    while let next = fallback(of: current), !result.contains(next) {
      result.append(next)
      current = next
    }
    return result
  }

  private func fallback(of tag: String) -> String? {
    if let exact = fallbacks[tag] { return exact }
    let lowered = tag.lowercased()
    return fallbacks.first { $0.key.lowercased() == lowered }?.value
  }

  /// `de_AT@euro` → `de-AT`; `en-US-u-ca-gregory` → `en-US`.
  static func normalize(_ tag: String) -> String {
    var tag = tag.replacingOccurrences(of: "_", with: "-")
    if let at = tag.firstIndex(of: "@") { tag = String(tag[..<at]) }
    if let range = tag.range(of: "-u-", options: .caseInsensitive) {
      tag = String(tag[..<range.lowerBound])
    }
    return tag.trimmingCharacters(in: .whitespaces)
  }

  private static func truncate(_ tag: String) -> String? {
    guard let dash = tag.lastIndex(of: "-") else { return nil }
    let stem = String(tag[..<dash])
    return stem.isEmpty ? nil : stem
  }
}
