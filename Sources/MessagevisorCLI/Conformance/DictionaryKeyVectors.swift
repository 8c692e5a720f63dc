import Messagevisor

/// Vectors of `hardening.dictionaryKeys`: keys named like JavaScript object members are
/// ordinary keys everywhere.
enum DictionaryKeyVectors {
  static func vectors(_ fixture: ConformanceFixture) -> [ConformanceVector] {
    fixture.hardening.dictionaryKeys.map { key in
      ConformanceVector(
        section: "hardening.dictionaryKeys", id: key, requires: [.icu, .formatting]
      ) {
        try absentByDefault(fixture, key)
        try conditions(key)
        try namedEverywhere(fixture, key)
        try icuArguments(key)
      }
    }
  }

  /// Nothing of that name exists until it is authored.
  private static func absentByDefault(_ fixture: ConformanceFixture, _ key: String) throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: try fixture.fixtureDatafile(), logLevel: .fatal))
    try Check.equal(try sdk.translate(key), key, "translate(\(key)) without translation")
    try Check.throwsError("getDatafile(locale: \(key))") { try sdk.getDatafile(locale: key) }
    let empty = MessagevisorEvaluationDataProvider()
    try Check.that(!evaluateSegment(key, provider: empty), "segment \(key) exists by default")
    let exists = Condition.predicate(ConditionPredicate(attribute: key, operator: "exists"))
    try Check.that(!evaluateCondition(exists, provider: empty), "attribute \(key) exists")
  }

  /// Nested lookups distinguish absent and present members of that name.
  private static func conditions(_ key: String) throws {
    let path = "nested." + key
    let exists = Condition.predicate(ConditionPredicate(attribute: path, operator: "exists"))
    let emptyNested = MessagevisorEvaluationDataProvider(context: ["nested": .object([:])])
    try Check.that(!evaluateCondition(exists, provider: emptyNested), "\(path) exists in {}")
    let equals = Condition.predicate(
      ConditionPredicate(attribute: path, operator: "equals", value: .string("own")))
    let ownNested = MessagevisorEvaluationDataProvider(
      context: ["nested": .object([key: .string("own")])])
    try Check.that(evaluateCondition(equals, provider: ownNested), "\(path) equals own")
    let segments = MessagevisorEvaluationDataProvider(segments: [key: Segment(conditions: .all)])
    try Check.that(evaluateSegment(key, provider: segments), "segment \(key) does not match")
  }

  /// A message, translation, number preset, datafile locale, default translation and default
  /// preset named by the key all work.
  private static func namedEverywhere(_ fixture: ConformanceFixture, _ key: String) throws {
    var datafile = try fixture.fixtureDatafile()
    let sdk = createMessagevisor(MessagevisorOptions(datafile: datafile, logLevel: .fatal))
    datafile.messages[key] = DatafileMessage()
    datafile.translations[key] = "own"
    let percent: FormatOptions = ["style": .string("percent")]
    datafile.formats = FormatPresets(number: [key: percent])
    sdk.setDatafile(try datafile.toJSON())
    try Check.equal(try sdk.translate(key), "own", "translate(\(key)) with translation")
    let formatted = Result { try sdk.formatNumber(0.5, preset: key) }
    datafile.locale = key
    sdk.setDatafile(datafile)
    let revisions = sdk.getSnapshot().datafileRevisionsByLocale
    try Check.equal(revisions[key], datafile.revision, "revision of datafile locale \(key)")
    let defaults = createMessagevisor(
      MessagevisorOptions(
        locale: key,
        defaultTranslations: [key: [key: "default"]],
        defaultFormats: [key: FormatPresets(number: [key: percent])],
        logLevel: .fatal
      ))
    try Check.equal(try defaults.translate(key), "default", "default translation \(key)")
    try Check.equal(defaults.getDefaultFormats()?.number?[key], percent, "default preset \(key)")
    let number = try Check.noThrow("formatNumber(0.5, preset: \(key))") { try formatted.get() }
    try Check.equal(number, "50%", "formatNumber(0.5, preset: \(key))")
  }

  /// ICU presets, arguments and select keys of that name.
  private static func icuArguments(_ key: String) throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(
        locale: "en-US", logLevel: .fatal, modules: [try ConformanceICU.makeModule()]))
    let preset = EvaluationOptions(formats: FormatPresets(number: [key: ["style": "percent"]]))
    let percent = try Check.noThrow("{n, number, \(key)}") {
      try sdk.formatMessage("{n, number, \(key)}", values: ["n": .double(0.5)], options: preset)
    }
    try Check.equal(percent, "50%", "{n, number, \(key)} with a call preset")
    let own = try Check.noThrow("{\(key)}") {
      try sdk.formatMessage("{\(key)}", values: [key: .string("own")])
    }
    try Check.equal(own, "own", "{\(key)} with an own value")
    try Check.throwsError("{\(key)} without a value") { try sdk.formatMessage("{\(key)}") }
    let select = try Check.noThrow("select on \(key)") {
      try sdk.formatMessage("{x, select, other {safe}}", values: ["x": .string(key)])
    }
    try Check.equal(select, "safe", "select on the value \(key)")
  }
}
