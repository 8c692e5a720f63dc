/// The conformance fixture turned into a flat list of named vectors.
///
/// Vectors follow the fixture's sections in the order of conformance-vectors.md §4. Each one
/// builds its own SDK instances, so vectors can run in any order or alone.
struct ConformanceSuite: Sendable {
  /// The fixture file the vectors come from.
  let fixturePath: String
  /// The fixture generation (always `5`).
  let fixtureVersion: Int
  /// Every vector.
  let vectors: [ConformanceVector]

  /// Loads the fixture at `fixturePath` and builds its vectors.
  static func load(fixturePath: String) throws(ConformanceFixtureError)
    -> ConformanceSuite
  {
    let fixture = try ConformanceFixture.load(path: fixturePath)
    return ConformanceSuite(fixturePath: fixturePath, fixture: fixture)
  }

  init(fixturePath: String, fixture: ConformanceFixture) {
    self.fixturePath = fixturePath
    self.fixtureVersion = fixture.fixtureVersion
    self.vectors = Self.builders.flatMap { $0(fixture) }
  }

  private static let builders: [@Sendable (ConformanceFixture) -> [ConformanceVector]] = [
    SemanticsVectors.vectors,
    ConditionVectors.vectors,
    TranslationVectors.vectors,
    DatafileContractVectors.vectors,
    ModuleContractVectors.vectors,
    EventContractVectors.vectors,
    DictionaryKeyVectors.vectors,
    DatafileValidationVectors.vectors,
    FormattingContractVectors.vectors,
  ]

  /// The distinct sections, in vector order.
  var sections: [String] {
    var seen = Set<String>()
    return vectors.map(\.section).filter { seen.insert($0).inserted }
  }

  /// The vectors of a section and its subsections (`hardening` includes
  /// `hardening.dictionaryKeys`); all vectors for nil.
  func vectors(inSection section: String?) -> [ConformanceVector] {
    guard let section else { return vectors }
    return vectors.filter { $0.section == section || $0.section.hasPrefix(section + ".") }
  }
}
