/// The two ways format presets combine.
enum FormatMerge {
  /// Layers presets: families and presets union, properties of same-named presets merge
  /// (the later layer's property wins).
  ///
  /// A family or preset that only one layer has is taken as it is, without a copy: a
  /// datafile's presets over no defaults (the common `setDatafile`) are shared, not rebuilt
  /// option by option.
  static func mergingProperties(_ base: FormatPresets?, _ top: FormatPresets?) -> FormatPresets {
    guard let top else { return base ?? FormatPresets() }
    guard var result = base else { return top }
    for family in FormatFamily.allCases {
      guard let incoming = top[family: family] else { continue }
      guard var presets = result[family: family] else {
        result[family: family] = incoming
        continue
      }
      result[family: family] = nil
      for (name, options) in incoming {
        if let stored = presets[name] {
          presets[name] = stored.merging(options) { _, new in new }
        } else {
          presets[name] = options
        }
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
