@testable import MessagevisorProject

/// Everything a load produces, comparable: two loads are the same when their snapshots are.
struct ProjectSnapshot: Equatable {
  let keys: [[String]]
  let warnings: [String]
  let locales: [String: LocaleDefinition]
  let messages: [String: MessageDefinition]
  let segments: [String: SegmentDefinition]
  let targets: [String: TargetDefinition]
  let tests: [String: TestDefinition]

  init(_ project: Project) {
    keys = [
      project.localeKeys, project.messageKeys, project.segmentKeys, project.targetKeys,
      project.testKeys, project.attributeKeys,
    ]
    warnings = project.warnings
    locales = project.locales
    messages = project.messages
    segments = project.segments
    targets = project.targets
    tests = project.tests
  }
}

/// A project of many generated message files, written in a shuffled order.
enum GeneratedProject {
  /// The worked example plus `count` messages under nested folders, some with a warning.
  static func files(count: Int) -> [(path: String, text: String)] {
    var files = WorkedExampleFixture.files.map { (path: $0.key, text: $0.value) }
    for number in 0..<count {
      let folder = "area\(number % 7)/group\(number % 13)"
      var text = "description: Generated \(number)\ntranslations:\n"
      text += "  en: \"Message \(number) for {name}\"\n  nl: Bericht \(number)\n"
      if number % 5 == 0 {
        text += "examples:\n  - description: one\n    locale: en\n    values: { name: Ann }\n"
      }
      files.append(("messages/\(folder)/m\(number).yml", text))
    }
    return files
  }

  /// Writes `files` into a fresh folder, creating them in an order drawn from `seed`.
  static func write(_ files: [(path: String, text: String)], seed: UInt64) throws
    -> TemporaryProject
  {
    var generator = SeededGenerator(seed: seed)
    let project = try TemporaryProject([:])
    for file in files.shuffled(using: &generator) {
      try project.write(file.path, file.text)
    }
    return project
  }
}

/// A small deterministic random number generator (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
