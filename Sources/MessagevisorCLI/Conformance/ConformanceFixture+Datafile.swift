import Messagevisor

/// The "fixture datafile": the datafile of the first `translations` case, which the contract
/// procedures reuse (locale `en`, revision `1`, target `web`, translation `welcome`).
extension ConformanceFixture {
  /// The fixture datafile as authored JSON members.
  func fixtureDatafileMembers() throws -> [String: FixtureJSON] {
    guard let first = translations.first, case .object(let members)? = first.datafile else {
      throw ConformanceFailure("the first translations case has no datafile object")
    }
    return members
  }

  /// The fixture datafile, decoded with `JSONDecoder`.
  func fixtureDatafile() throws -> DatafileContent {
    let members = try fixtureDatafileMembers()
    return try Check.decode(DatafileContent.self, .object(members), "the fixture datafile")
  }
}
