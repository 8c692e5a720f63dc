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
      revisions[locale] = data.header.revision
      if let direction = data.header.direction { directions[locale] = direction }
    }
    self.revisions = revisions
    self.directions = directions
  }
}
