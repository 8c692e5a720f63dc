/// The contract objects of the fixture: flags and codes that a scripted procedure checks.
extension ConformanceFixture {
  /// `datafiles`: storage, merge and replace rules.
  struct DatafilesContract: Decodable, Sendable {
    var storageKey: String
    var mergeByDefault: Bool
    var replaceWithSecondArgument: Bool
    var firstLoadedLocaleBecomesActive: Bool
    var loadingAnotherLocaleDoesNotChangeActiveLocale: Bool
    var invalidDatafileDiagnostic: CodeAndMessage
  }

  /// A diagnostic code with its stable message.
  struct CodeAndMessage: Decodable, Sendable {
    var code: String
    var message: String
  }

  /// `modules`: lifecycle codes and rules.
  struct ModulesContract: Decodable, Sendable {
    var duplicateCode: String
    var setupFailureCode: String
    var closeFailureCode: String
    var closeOrder: String
    var removalClosesModule: Bool
    var removalRestoresPreviousResolvers: Bool
    var failedSetupRestoresPreviousResolvers: Bool
    var removalIsIdempotent: Bool
  }

  /// `diagnostics`: codes of common failures.
  struct DiagnosticsContract: Decodable, Sendable {
    var detailsAlwaysPresent: Bool
    var missingLocaleDatafileCode: String
    var missingFormatCode: String
    var invalidFormatCode: String
  }

  /// `events`: event ordering and the child datafile trace.
  struct EventsContract: Decodable, Sendable {
    var stateEventBeforeChange: Bool
    var childDatafileTrace: [ChildTraceEntry]
    var capturedChildDatafileRevisionAfterClose: String
    var changeSources: [String]
  }

  /// One event a child records when its parent stores a datafile.
  struct ChildTraceEntry: Codable, Equatable, Sendable, CustomStringConvertible {
    var type: String
    var source: String?
    var version: Int
    var snapshotVersion: Int
    var previousSnapshotVersion: Int
    var snapshotLocale: String?
    var previousSnapshotLocale: String?
    var datafileLocale: String
    var activeLocale: String?
    var datafileRevision: String
    var snapshotDatafileRevision: String?
    var previousSnapshotDatafileRevision: String?

    var description: String {
      let fields: [(String, String?)] = [
        ("type", type), ("source", source), ("version", String(version)),
        ("snapshotVersion", String(snapshotVersion)),
        ("previousSnapshotVersion", String(previousSnapshotVersion)),
        ("snapshotLocale", snapshotLocale), ("previousSnapshotLocale", previousSnapshotLocale),
        ("datafileLocale", datafileLocale), ("activeLocale", activeLocale),
        ("datafileRevision", datafileRevision),
        ("snapshotDatafileRevision", snapshotDatafileRevision),
        ("previousSnapshotDatafileRevision", previousSnapshotDatafileRevision),
      ]
      let shown = fields.map { "\($0.0)=\($0.1 ?? "nil")" }
      return "{" + shown.joined(separator: " ") + "}"
    }
  }
}
