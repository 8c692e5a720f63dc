/// Format preset inheritance, target overlays and filters (build-and-cli-json §3.6).
enum FormatResolver {
  /// `merge(parent, child)`: families merge at the style level; a style is replaced whole.
  static func merge(_ parent: JSONValue?, _ child: JSONValue?) -> JSONValue? {
    guard let parent else { return child }
    guard let child else { return parent }
    guard case .object(let parentObject) = parent, case .object(let childObject) = child else {
      return child
    }
    var merged = parentObject
    for member in childObject {
      if case .object(let parentStyles)? = merged[member.key],
        case .object(let childStyles) = member.value
      {
        var styles = parentStyles
        for style in childStyles {
          styles[style.key] = style.value
        }
        merged[member.key] = .object(styles)
      } else {
        merged[member.key] = member.value
      }
    }
    return .object(merged)
  }

  /// Locale chain formats (oldest first), then the target's overlay for exactly `locale`.
  static func resolve(
    locale: String,
    locales: [String: LocaleDefinition],
    overlay: JSONObject?
  ) -> JSONValue? {
    var merged: JSONValue?
    for key in LocaleChain.chain(from: locale, field: .formats, locales: locales) {
      merged = merge(merged, locales[key]?.formats)
    }
    return merge(merged, overlay?[locale])
  }

  /// Keeps the styles that pass `include` (when set) and not `exclude`; drops empty families
  /// and returns nil when nothing is left. Without filters the value is returned unchanged.
  static func filter(
    _ merged: JSONValue?,
    include: [String: GlobSet]?,
    exclude: [String: GlobSet]?
  ) -> JSONValue? {
    guard let merged else { return nil }
    if include == nil && exclude == nil { return merged }
    guard case .object(let families) = merged else { return nil }
    var result = JSONObject()
    for family in families {
      guard case .object(let styles) = family.value else { continue }
      var kept = JSONObject()
      for style in styles {
        let included = include.map { $0[family.key]?.matches(style.key) ?? false } ?? true
        let excluded = exclude?[family.key]?.matches(style.key) ?? false
        if included && !excluded {
          kept[style.key] = style.value
        }
      }
      if !kept.isEmpty {
        result[family.key] = .object(kept)
      }
    }
    return result.isEmpty ? nil : .object(result)
  }
}

/// Locale inheritance chains (build-and-cli-json §3.3).
enum LocaleChain {
  /// `chain(L, field)`: oldest ancestor first, `locale` last; stops at a missing field, an
  /// unknown locale or a repeated key.
  static func chain(
    from locale: String,
    field: LocaleChainField,
    locales: [String: LocaleDefinition]
  ) -> [String] {
    var result: [String] = []
    var current: String? = locale
    while let key = current, let definition = locales[key], !result.contains(key) {
      result.append(key)
      current = definition.parent(field)
    }
    return result.reversed()
  }

  /// The first translation found walking from `locale` back to its root.
  static func resolve(
    _ translations: [String: String],
    locale: String,
    locales: [String: LocaleDefinition]
  ) -> String? {
    for key in chain(from: locale, field: .translations, locales: locales).reversed() {
      if let text = translations[key] { return text }
    }
    return nil
  }
}
