import Messagevisor

/// Vectors of the `datafiles` contract and `hardening.formatMerge`.
enum DatafileContractVectors {
  static func vectors(_ fixture: ConformanceFixture) -> [ConformanceVector] {
    [
      ConformanceVector(section: "datafiles", id: "contract") { try datafiles(fixture) },
      ConformanceVector(section: "hardening", id: "formatMerge", requires: [.formatting]) {
        try formatMerge(fixture)
      },
    ]
  }

  /// Storage by locale, merge by default, explicit replace, first locale active, other
  /// locales never switch it, and the invalid-datafile diagnostic.
  private static func datafiles(_ fixture: ConformanceFixture) throws {
    let contract = fixture.datafiles
    try Check.equal(contract.storageKey, "locale", "datafiles.storageKey")
    try Check.that(contract.mergeByDefault, "the fixture does not expect merge by default")
    try Check.that(contract.replaceWithSecondArgument, "the fixture does not expect replace")
    let first = try fixture.fixtureDatafile()

    let empty = createMessagevisor(MessagevisorOptions(logLevel: .fatal))
    try Check.equal(empty.getLocale(), nil, "locale of an SDK without datafile or locale")
    empty.setDatafile(first)
    let becameActive = empty.getLocale() == first.locale
    try Check.equal(
      becameActive, contract.firstLoadedLocaleBecomesActive, "first loaded locale becomes active")

    let log = ConformanceRecorder<MessagevisorDiagnostic>()
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: first, onDiagnostic: log.handler, logLevel: .debug))
    var incoming = first
    incoming.revision = "2"
    incoming.target = "mobile"
    incoming.messages = ["second": DatafileMessage()]
    incoming.translations = ["second": "Second"]
    sdk.setDatafile(incoming)
    let merged = try Check.noThrow("getDatafile() after merge") { try sdk.getDatafile() }
    try Check.equal(merged.translations["welcome"], "Base", "merged translation welcome")
    try Check.equal(merged.translations["second"], "Second", "merged translation second")

    var other = first
    other.locale = "nl"
    other.revision = "nl-1"
    sdk.setDatafile(other)
    try Check.equal(sdk.getSnapshot().datafileLocales, ["en", "nl"], "datafileLocales")
    let english = try Check.noThrow("getDatafile(en)") { try sdk.getDatafile(locale: "en") }
    try Check.equal(english.target, "mobile", "en target after merge")
    let dutch = try Check.noThrow("getDatafile(nl)") { try sdk.getDatafile(locale: "nl") }
    try Check.equal(dutch.revision, "nl-1", "nl revision")
    let kept = sdk.getLocale() == "en"
    try Check.equal(
      kept, contract.loadingAnotherLocaleDoesNotChangeActiveLocale,
      "loading nl keeps the active locale en")

    var replacement = first
    replacement.revision = "3"
    sdk.setDatafile(replacement, replace: true)
    let replaced = try Check.noThrow("getDatafile() after replace") { try sdk.getDatafile() }
    try Check.equal(Set(replaced.translations.keys), ["welcome"], "translation keys after replace")
    try Check.equal(replaced.revision, "3", "revision after replace")

    sdk.setDatafile("{invalid")
    let expected = contract.invalidDatafileDiagnostic
    try Check.equal(log.last?.code, expected.code, "diagnostic code of \"{invalid\"")
    try Check.equal(log.last?.message, expected.message, "diagnostic message of \"{invalid\"")
  }

  /// Datafile-to-datafile format merging replaces whole presets and keeps omitted ones.
  private static func formatMerge(_ fixture: ConformanceFixture) throws {
    let contract = fixture.hardening.formatMerge
    try Check.that(contract.omittedFormatsPreserveStored, "the fixture drops omitted formats")
    try Check.that(contract.replaceRemovesStoredFormats, "the fixture keeps replaced formats")
    var initial = try fixture.fixtureDatafile()
    initial.formats = try Check.decode(FormatPresets.self, contract.initial, "formatMerge.initial")
    let sdk = createMessagevisor(MessagevisorOptions(datafile: initial, logLevel: .fatal))
    let child = sdk.spawn()
    var incoming = initial
    incoming.formats = try Check.decode(
      FormatPresets.self, contract.incoming, "formatMerge.incoming")
    sdk.setDatafile(incoming)
    let expected = try Check.decode(FormatPresets.self, contract.expected, "formatMerge.expected")
    try Check.equal(try sdk.getDatafile().formats, expected, "formats after merge")
    let money = Result { try child.formatNumber(0.5, preset: "money") }

    incoming.formats = nil
    sdk.setDatafile(incoming)
    try Check.equal(
      try sdk.getDatafile().formats, expected, "formats after a merge without formats")
    sdk.setDatafile(incoming, replace: true)
    try Check.equal(try sdk.getDatafile().formats, nil, "formats after replace without formats")

    let formatted = try Check.noThrow("child formatNumber(0.5, money)") { try money.get() }
    try Check.equal(formatted, "50%", "child formatNumber(0.5, preset: money) after merge")
  }
}
