import Foundation

/// The content of one per-target, per-locale datafile.
public struct DatafileContent: Codable, Hashable, Sendable {
  /// Always `"1"`.
  public var schemaVersion: String
  /// The tool that built the datafile, e.g. `messagevisor-swift/0.2.0`.
  public var messagevisorVersion: String
  /// The project revision it was built from.
  public var revision: String
  /// The target key.
  public var target: String
  /// The locale; never empty.
  public var locale: String
  /// `ltr` or `rtl`; nil when not authored.
  public var direction: String?
  /// Format presets of the locale.
  public var formats: FormatPresets?
  /// Segments referenced by overrides.
  public var segments: [String: Segment]
  /// Message metadata and overrides.
  public var messages: [String: DatafileMessage]
  /// Base translations by message key.
  public var translations: [String: String]

  /// Creates a datafile; only the locale is required.
  public init(
    schemaVersion: String = "1",
    messagevisorVersion: String = "",
    revision: String = "1",
    target: String = "",
    locale: String,
    direction: String? = nil,
    formats: FormatPresets? = nil,
    segments: [String: Segment] = [:],
    messages: [String: DatafileMessage] = [:],
    translations: [String: String] = [:]
  ) {
    self.schemaVersion = schemaVersion
    self.messagevisorVersion = messagevisorVersion
    self.revision = revision
    self.target = target
    self.locale = locale
    self.direction = direction
    self.formats = formats
    self.segments = segments
    self.messages = messages
    self.translations = translations
  }

  /// Decodes and validates a datafile from a JSON string.
  ///
  /// Returns the typed datafile, checked as `fromData(_:)` checks it. Throws
  /// `MessagevisorError("could not parse datafile")` on any invalid input.
  ///
  ///     let datafile = try DatafileContent.fromJSON(json)
  ///     let sdk = createMessagevisor(MessagevisorOptions(datafile: datafile))
  public static func fromJSON(_ json: String) throws -> DatafileContent {
    try fromData(Data(json.utf8))
  }

  /// Decodes and validates a datafile from JSON bytes.
  ///
  /// Returns the typed datafile; throws for the problems below.
  ///
  ///     let url = Bundle.main.url(forResource: "en", withExtension: "json")!
  ///     let datafile = try DatafileContent.fromData(Data(contentsOf: url))
  ///
  /// Validation runs before decoding: a top-level object, schema `"1"`, string identity
  /// fields, a nonempty locale, object maps, an optional `formats` object and a `direction`
  /// of `ltr` or `rtl`. Throws `MessagevisorError("could not parse datafile")` on failure; its
  /// `reason` (and description) says what is wrong.
  ///
  /// A repeated key keeps its first value (`JSONDecoder`), while the shape check sees the
  /// last (`JSONSerialization`), so the decoded identity is validated again. The translations
  /// are parsed without `JSONDecoder` when they are plain (`DatafileFastDecoder`), with the
  /// same result.
  public static func fromData(_ data: Data) throws -> DatafileContent {
    var scanner = ShapeScanner(bytes: DatafileShape.utf8Bytes(data))
    if let problem = DatafileShape.problem(&scanner) {
      throw MessagevisorError.unparsableDatafile(problem)
    }
    let decoded: DatafileContent
    if !DatafileShape.isWide(data), let fast = DatafileFastDecoder.decode(scanner) {
      decoded = fast
    } else {
      do {
        decoded = try JSONDecoder().decode(DatafileContent.self, from: data)
      } catch {
        throw MessagevisorError.unparsableDatafile(DatafileDecodingProblem.describe(error))
      }
    }
    guard decoded.hasValidIdentity else {
      throw MessagevisorError.unparsableDatafile(
        "invalid identity (schemaVersion, locale, direction)")
    }
    return decoded
  }

  /// Encodes the datafile; `pretty` sorts keys and indents.
  public func toJSON(pretty: Bool = false) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  /// True when the typed identity fields are valid (schema, locale, direction).
  public var hasValidIdentity: Bool {
    schemaVersion == "1" && !locale.isEmpty
      && (direction == nil || textDirection != nil)
  }
}

/// A segment: a named, reusable condition.
public struct Segment: Codable, Hashable, Sendable {
  /// The segment key, when stored.
  public var key: String?
  /// Archived segments never match.
  public var archived: Bool?
  /// The segment's conditions.
  public var conditions: Condition

  /// Creates a segment.
  public init(key: String? = nil, archived: Bool? = nil, conditions: Condition) {
    self.key = key
    self.archived = archived
    self.conditions = conditions
  }
}

/// A message's metadata and overrides in a datafile.
public struct DatafileMessage: Codable, Hashable, Sendable {
  /// Deprecated messages emit `deprecated_message` when evaluated.
  public var deprecated: Bool?
  /// Authored deprecation text.
  public var deprecationWarning: String?
  /// Free-form metadata passed to modules.
  public var meta: [String: MessagevisorValue]?
  /// Overrides, tried in order.
  public var overrides: [MessageOverride]?

  /// Creates message metadata.
  public init(
    deprecated: Bool? = nil,
    deprecationWarning: String? = nil,
    meta: [String: MessagevisorValue]? = nil,
    overrides: [MessageOverride]? = nil
  ) {
    self.deprecated = deprecated
    self.deprecationWarning = deprecationWarning
    self.meta = meta
    self.overrides = overrides
  }
}

/// An override: a translation used when its conditions and segments both match.
public struct MessageOverride: Codable, Hashable, Sendable {
  /// The override key.
  public var key: String
  /// Conditions; nil counts as true.
  public var conditions: Condition?
  /// Segments; nil counts as true.
  public var segments: GroupSegment?
  /// The translation used when the override matches.
  public var translation: String

  /// Creates an override.
  public init(
    key: String,
    conditions: Condition? = nil,
    segments: GroupSegment? = nil,
    translation: String
  ) {
    self.key = key
    self.conditions = conditions
    self.segments = segments
    self.translation = translation
  }
}
