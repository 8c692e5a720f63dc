/// The table-shaped sections of the fixture: one entry per vector.
extension ConformanceFixture {
  /// `icuSemantics`: a message formatted with the ICU module.
  struct ICUCase: Decodable, Sendable {
    var id: String
    var locale: String
    var message: String
    var values: [String: FixtureJSON]?
    /// The output; absent when `error` is given.
    var expected: String?
    /// The diagnostic code reported when the call throws.
    var error: String?
  }

  /// `pluralSemantics`: the plural category of a value.
  struct PluralCase: Decodable, Sendable {
    var locale: String
    var value: Double
    var options: [String: FixtureJSON]?
    var expected: String
  }

  /// `conditions`: one condition against one context.
  struct ConditionCase: Decodable, Sendable {
    var name: String
    var condition: FixtureJSON
    var context: [String: FixtureJSON]?
    var expected: Bool
  }

  /// `segments`: a segment key or a segment group against a context.
  struct SegmentCase: Decodable, Sendable {
    var name: String
    var segment: String?
    var group: FixtureJSON?
    var context: [String: FixtureJSON]?
    var segments: [String: FixtureJSON]
    var expected: Bool
  }

  /// `translations`: one `translate` call on a freshly built SDK.
  struct TranslationCase: Decodable, Sendable {
    var name: String
    var message: String
    var context: [String: FixtureJSON]?
    var expected: String
    var datafile: FixtureJSON?
    var locale: String?
    var defaultTranslations: [String: [String: String]]?
    var defaultTranslation: String?
    var expectedDiagnosticCodes: [String]?
  }

  /// `portableRegex`: flag list, accepted and rejected patterns.
  struct PortableRegexCases: Decodable, Sendable {
    var flags: [String]
    var accepted: [Accepted]
    var rejected: [Rejected]

    /// A pattern that must match its value.
    struct Accepted: Decodable, Sendable {
      var pattern: String
      var flags: String?
      var value: String
    }

    /// A non-portable pattern: `notMatches` must be false.
    struct Rejected: Decodable, Sendable {
      var name: String
      var pattern: String
      var flags: String?
    }
  }
}
