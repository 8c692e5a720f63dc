import Foundation

/// Expands a datafile URL template such as `https://cdn/{target}/{locale}.json`.
enum URLTemplate {
  /// Characters kept as they are inside a substituted value; `/`, `?` and `#` are encoded.
  private static let allowed: CharacterSet = {
    var set = CharacterSet.urlPathAllowed
    set.remove(charactersIn: "/?#")
    return set
  }()

  /// The URL for a target and locale; throws `invalidURL` when the result is not an HTTP(S) URL.
  static func expand(_ template: String, target: String, locale: String) throws(SyncFailure)
    -> URL
  {
    let expanded =
      template
      .replacingOccurrences(of: "{target}", with: encode(target))
      .replacingOccurrences(of: "{locale}", with: encode(locale))
    guard let url = URL(string: expanded),
      let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https",
      url.host != nil
    else {
      throw .invalidURL(expanded)
    }
    return url
  }

  private static func encode(_ value: String) -> String {
    value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
  }
}
