/// The two ways format presets combine.
enum FormatMerge {
  /// Layers presets: families and presets union, properties of same-named presets merge
  /// (the later layer's property wins).
  static func mergingProperties(_ base: FormatPresets?, _ top: FormatPresets?) -> FormatPresets {
    var result = base ?? FormatPresets()
    guard let top else { return result }
    for family in FormatFamily.allCases {
      guard let incoming = top[family: family] else { continue }
      var presets = result[family: family] ?? [:]
      for (name, options) in incoming {
        presets[name, default: [:]].merge(options) { _, new in new }
      }
      result[family: family] = presets
    }
    return result
  }

  /// Merges datafile formats: an incoming preset replaces the stored preset of the same name.
  static func replacingPresets(_ stored: FormatPresets?, _ incoming: FormatPresets?)
    -> FormatPresets?
  {
    guard let incoming else { return stored }
    guard var result = stored else { return incoming }
    for family in FormatFamily.allCases {
      guard let presets = incoming[family: family] else { continue }
      var merged = result[family: family] ?? [:]
      merged.merge(presets) { _, new in new }
      result[family: family] = merged
    }
    return result
  }
}
