/// One stored datafile with what lookups and formatting derive from it, immutable once built.
final class LocaleData: Sendable {
  /// The datafile as stored (after merging).
  let datafile: DatafileContent
  /// Default presets of the locale merged with the datafile's (property-level).
  let baseFormats: FormatPresets
  /// `baseFormats` with currency and time zone injected, per injection.
  let injectedFormats = BoundedCache<FormatInjection, FormatPresets>(capacity: 32)

  /// Every translation and message by key, so a lookup costs one hash.
  let entries: [String: LookupEntry]

  init(datafile: DatafileContent, defaultFormats: FormatPresets?) {
    self.datafile = datafile
    var entries: [String: LookupEntry] = [:]
    entries.reserveCapacity(datafile.translations.count)
    for (key, translation) in datafile.translations {
      entries[key] = LookupEntry(translation: translation, message: datafile.messages[key])
    }
    for (key, message) in datafile.messages where entries[key] == nil {
      entries[key] = LookupEntry(translation: nil, message: message)
    }
    self.entries = entries
    self.baseFormats = FormatMerge.mergingProperties(defaultFormats, datafile.formats)
  }
}

/// A key's base translation and message metadata, as one lookup result.
final class LookupEntry: Sendable {
  let translation: String?
  let message: DatafileMessage?

  init(translation: String?, message: DatafileMessage?) {
    self.translation = translation
    self.message = message
  }
}

/// The locales, revisions and direction visible in snapshots.
struct DatafileSummary: Equatable, Sendable {
  var locales: [String]
  var revisions: [String: String]
  var directions: [String: String]

  static let empty = DatafileSummary(locales: [], revisions: [:], directions: [:])

  init(locales: [String], revisions: [String: String], directions: [String: String]) {
    self.locales = locales
    self.revisions = revisions
    self.directions = directions
  }

  init(_ datafiles: [String: LocaleData]) {
    locales = datafiles.keys.sorted()
    var revisions: [String: String] = [:]
    var directions: [String: String] = [:]
    for (locale, data) in datafiles {
      revisions[locale] = data.datafile.revision
      if let direction = data.datafile.direction { directions[locale] = direction }
    }
    self.revisions = revisions
    self.directions = directions
  }
}
