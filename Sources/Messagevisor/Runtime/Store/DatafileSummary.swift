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

  init(_ datafiles: LocaleTable) {
    let entries = datafiles.entries
    locales = entries.map(\.locale).sorted()
    var revisions: [String: String] = [:]
    var directions: [String: String] = [:]
    for entry in entries {
      revisions[entry.locale] = entry.data.header.revision
      if let direction = entry.data.header.direction { directions[entry.locale] = direction }
    }
    self.revisions = revisions
    self.directions = directions
  }
}
