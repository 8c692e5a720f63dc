/// One stored datafile with what lookups and formatting derive from it, immutable once built.
final class LocaleData: Sendable {
  /// The datafile as stored (after merging).
  let datafile: DatafileContent
  /// Default presets of the locale merged with the datafile's (property-level).
  let baseFormats: FormatPresets
  /// `baseFormats` with currency and time zone injected, per injection.
  let injectedFormats = BoundedCache<FormatInjection, FormatPresets>(capacity: 32)

  /// The datafile's translations, kept apart so lookups never copy the whole datafile.
  let translations: [String: String]
  /// The datafile's messages.
  let messages: [String: DatafileMessage]

  init(datafile: DatafileContent, defaultFormats: FormatPresets?) {
    self.datafile = datafile
    self.translations = datafile.translations
    self.messages = datafile.messages
    self.baseFormats = FormatMerge.mergingProperties(defaultFormats, datafile.formats)
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
