import Foundation

/// The portable SDK conformance fixture `sdk-v1.json` (fixture version 5), typed.
///
/// `load(path:)` checks the version and the exact key sets before decoding, so a fixture of
/// another generation is reported instead of being half-run.
struct ConformanceFixture: Decodable, Sendable {
  /// The only fixture generation this suite implements.
  static let supportedVersion = 5
  /// The top-level keys of a version 5 fixture, exactly.
  static let topLevelKeys: Set<String> = [
    "fixtureVersion", "description", "runtimeVariability", "icuSemantics", "pluralSemantics",
    "hardening", "portableRegex", "conditions", "segments", "translations", "datafiles",
    "modules", "diagnostics", "events",
  ]
  /// The keys of the `hardening` object, exactly.
  static let hardeningKeys: Set<String> = [
    "dictionaryKeys", "formatMerge", "datafileValidation", "moduleSetup", "errors", "timeZones",
    "fallbacks",
  ]

  var fixtureVersion: Int
  var description: String
  var runtimeVariability: RuntimeVariability
  var icuSemantics: [ICUCase]
  var pluralSemantics: [PluralCase]
  var hardening: Hardening
  var portableRegex: PortableRegexCases
  var conditions: [ConditionCase]
  var segments: [SegmentCase]
  var translations: [TranslationCase]
  var datafiles: DatafilesContract
  var modules: ModulesContract
  var diagnostics: DiagnosticsContract
  var events: EventsContract

  /// Prose about host-dependent output; never executed.
  struct RuntimeVariability: Decodable, Sendable {
    var notGuaranteed: [String]
    var policy: String
  }

  /// Reads, checks and decodes the fixture at `path`.
  static func load(path: String) throws(ConformanceFixtureError) -> ConformanceFixture {
    let data: Data
    do {
      data = try NamedFile.contents(of: path)
    } catch {
      throw .unreadable(path: path, error)
    }
    return try decode(data, path: path)
  }

  /// Checks and decodes fixture bytes; `path` only names the file in errors.
  static func decode(_ data: Data, path: String) throws(ConformanceFixtureError)
    -> ConformanceFixture
  {
    let raw: [String: FixtureJSON]
    do {
      raw = try JSONDecoder().decode([String: FixtureJSON].self, from: data)
    } catch {
      throw .invalidJSON(path: path, reason: describe(error))
    }
    try checkShape(raw, path: path)
    do {
      return try JSONDecoder().decode(ConformanceFixture.self, from: data)
    } catch {
      throw .invalidShape(path: path, reason: describe(error))
    }
  }

  private static func checkShape(_ raw: [String: FixtureJSON], path: String)
    throws(ConformanceFixtureError)
  {
    guard case .number(let version) = raw["fixtureVersion"] else {
      throw .unsupportedVersion(path: path, found: nil)
    }
    guard version == Double(supportedVersion) else {
      throw .unsupportedVersion(path: path, found: version)
    }
    try checkKeys(Set(raw.keys), expected: topLevelKeys, object: "top level", path: path)
    let hardening = raw["hardening"]?.members ?? [:]
    try checkKeys(Set(hardening.keys), expected: hardeningKeys, object: "hardening", path: path)
  }

  private static func checkKeys(
    _ found: Set<String>,
    expected: Set<String>,
    object: String,
    path: String
  ) throws(ConformanceFixtureError) {
    guard found != expected else { return }
    throw .unexpectedKeys(
      path: path,
      object: object,
      missing: expected.subtracting(found).sorted(),
      extra: found.subtracting(expected).sorted()
    )
  }

  /// A short description of a decoding error, naming the coding path.
  private static func describe(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return error.localizedDescription }
    switch decoding {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      return locate(context) + context.debugDescription
    case .keyNotFound(let key, let context):
      return locate(context) + "missing key \"\(key.stringValue)\""
    @unknown default:
      return String(describing: decoding)
    }
  }

  private static func locate(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    return path.isEmpty ? "" : path.joined(separator: ".") + ": "
  }
}
