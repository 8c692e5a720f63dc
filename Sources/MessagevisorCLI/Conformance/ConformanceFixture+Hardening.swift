/// The `hardening` section: edge cases of keys, formats, validation, modules and errors.
extension ConformanceFixture {
  struct Hardening: Decodable, Sendable {
    var dictionaryKeys: [String]
    var formatMerge: FormatMergeContract
    var datafileValidation: DatafileValidationContract
    var moduleSetup: ModuleSetupContract
    var errors: ErrorsContract
    var timeZones: TimeZonesContract
    var fallbacks: FallbacksContract
  }

  /// Datafile-to-datafile format merging.
  struct FormatMergeContract: Decodable, Sendable {
    var initial: FixtureJSON
    var incoming: FixtureJSON
    var expected: FixtureJSON
    var omittedFormatsPreserveStored: Bool
    var replaceRemovesStoredFormats: Bool
  }

  /// JSON datafile validation.
  struct DatafileValidationContract: Decodable, Sendable {
    var requiredStrings: [String]
    var requiredMaps: [String]
    var schemaVersion: String
    var nonemptyStrings: [String]
    var invalidInputs: [FixtureJSON]
    var invalidFields: [InvalidField]
    var code: String
    var message: String
    var `throws`: Bool
    var changesState: Bool

    /// A datafile field replaced by an invalid value.
    struct InvalidField: Decodable, Sendable {
      var field: String
      var value: FixtureJSON
    }
  }

  /// Module setup order and hook failures.
  struct ModuleSetupContract: Decodable, Sendable {
    var initialRevision: String
    var setupBeforeInitialized: Bool
    var formatFailureCode: String
    var transformFailureCode: String
    var preservesOriginalError: Bool
  }

  /// Error events of failing calls.
  struct ErrorsContract: Decodable, Sendable {
    var missingSetLocaleCode: String
    var invalidFormatterValueCode: String
    var errorEventsPerDiagnostic: Int
    var throwsOriginalError: Bool
  }

  /// Time-zone precedence and ICU/direct parity.
  struct TimeZonesContract: Decodable, Sendable {
    var precedence: [String]
    var hostDefaultScope: String
    var instant: String
    var instance: String
    var preset: String
    var call: String
    var bareDateAndTimeUseEffectiveTimeZone: Bool
    var bareTimeFields: [String]
    var directAndIcuNamedPresetResultsAgree: Bool
  }

  /// JavaScript fallbacks; only `missingListPartsMethod` applies to Swift.
  struct FallbacksContract: Decodable, Sendable {
    var diagnosticCode: String
    var listSeparator: String
    var listInput: [String]
    var listParts: [Part]
    var missingListPartsMethod: String
    var dateRangeSeparator: String

    /// A formatted part as JavaScript's Intl would return it.
    struct Part: Decodable, Sendable {
      var type: String
      var value: String
    }
  }
}
