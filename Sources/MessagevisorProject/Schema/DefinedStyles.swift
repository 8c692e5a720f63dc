/// The format style names a project defines, per family: every locale's `formats` and every
/// target's `formats` overlay (for any locale).
///
/// A style defined anywhere counts, so `TranslationCheck` warns only about names no build of
/// the project can resolve, whatever the target and locale inheritance.
struct DefinedStyles {
  private var names: [String: Set<String>] = [:]

  init(_ parts: ProjectParts) {
    for key in parts.localeKeys {
      add(parts.locales[key]?.formats)
    }
    for key in parts.targetKeys {
      for overlay in parts.targets[key]?.formats ?? JSONObject() {
        add(overlay.value)
      }
    }
  }

  /// Whether some locale or target defines `name` in `family`.
  func contains(_ name: String, family: String) -> Bool {
    names[family]?.contains(name) ?? false
  }

  /// The names defined in `family`, sorted (for suggestions).
  func names(_ family: String) -> [String] {
    (names[family] ?? []).sorted()
  }

  /// Adds the styles of a `formats` object (family → style → options).
  private mutating func add(_ formats: JSONValue?) {
    guard let families = formats?.objectValue else { return }
    for family in families {
      guard let styles = family.value.objectValue else { continue }
      names[family.key, default: []].formUnion(styles.map(\.key))
    }
  }
}
