import Foundation
import Messagevisor
import Testing

@testable import MessagevisorProject

@Suite(.enabled(if: Upstream.shouldRun, Upstream.skipReason))
struct ProjectOneUpstreamTests {
  static func load() throws -> Project {
    try Project.load(root: Upstream.project("project-1"))
  }

  @Test func loadsConfigAndEntities() throws {
    let project = try Self.load()
    #expect(project.config.configFile == "messagevisor.config.js")
    #expect(project.config.sourceLocale == "en")
    #expect(project.config.knownModules == [.icu])
    #expect(project.localeKeys.count == 16)
    #expect(project.targetKeys.count == 12)
    #expect(project.targetKeys.contains("apps.admin"))
    #expect(project.segmentKeys.contains("platform-web"))
    #expect(project.warnings.isEmpty)
  }

  @Test func everyTargetBuildsEveryListedLocaleIntoADecodableDatafile() throws {
    let project = try Self.load()
    var built = 0
    var expectedTotal = 0
    for target in project.targetKeys {
      let expectedLocales = project.targets[target]?.locales ?? project.localeKeys
      expectedTotal += expectedLocales.count
      let output = try project.buildDatafiles(target: target)
      #expect(output.datafiles.count == expectedLocales.count)
      for (line, locale) in zip(output.datafiles, expectedLocales) {
        let datafile = try DatafileContent.fromJSON(line)
        // The datafile's own parsers (translations, presets) read what JSONDecoder reads.
        #expect(datafile == (try JSONDecoder().decode(DatafileContent.self, from: Data(line.utf8))))
        #expect(datafile.target == target)
        #expect(datafile.locale == locale)
        #expect(datafile == (try project.build(target: target, locale: locale)))
        built += 1
      }
    }
    #expect(built == expectedTotal)
    #expect(built > 50)
  }

  @Test func listsEveryTestSpecFile() throws {
    let project = try Self.load()
    let testsDirectory = Upstream.project("project-1") + "/tests"
    let enumerator = FileManager.default.enumerator(atPath: testsDirectory)
    var specFiles: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".spec.yml") { specFiles.append(path) }
    }
    let expectedKeys = specFiles.map {
      String($0.dropLast(".spec.yml".count)).replacingOccurrences(of: "/", with: ".")
    }.sorted()
    let specs = try project.listTests()
    #expect(specs.map(\.key) == expectedKeys)
    #expect(specs.allSatisfy { !$0.assertions.isEmpty })
    // The JSON the `project list` command prints, read generically (not by our decoder): its
    // keys come from the spec files on disk and each spec keeps its assertions.
    let json = JSONWriter(indent: 2).string(try project.testListing())
    let listed = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(listed.compactMap { $0["key"] as? String } == expectedKeys)
    let counts = listed.map { ($0["assertions"] as? [Any])?.count ?? 0 }
    #expect(counts == specs.map(\.assertions.count))
  }

  @Test func matrixAssertionsExpandInTheWebTargetSpec() throws {
    let specs = try Self.load().listTests(keyPattern: "^TARGETS\\.WEB$")
    #expect(specs.map(\.key) == ["targets.web"])
    let matrixCases = specs[0].assertions.filter { $0.matrixIndex != nil }
    #expect(
      matrixCases.map(\.description) == [
        "Matrix target formats en-us-primary", "Matrix target formats en-us-secondary",
      ])
    #expect(matrixCases.map(\.assertionIndex) == [1, 1])
    #expect(matrixCases.map(\.matrixIndex) == [0, 1])
  }

  @Test func targetSpecExpectationsHoldForOurBuilds() throws {
    let project = try Self.load()
    var checked = 0
    for key in project.testKeys {
      guard let test = project.tests[key], test.kind == .target,
        let target = test.object["target"]?.stringValue
      else { continue }
      let assertions = TestLister.expand(test.object["assertions"]?.arrayValue ?? [], kind: .target)
      for case .object(let assertion) in assertions {
        guard let locale = assertion["locale"]?.stringValue else { continue }
        let datafile = try project.datafileObject(target: target, locale: locale, revision: nil)
        let keys = Set(datafile["translations"]?.objectValue?.keys ?? [])
        let label = "\(key) #\(assertion["assertionIndex"].map(JSONWriter.compact) ?? "")"
        for case .string(let message) in assertion["expectedToIncludeMessages"]?.arrayValue ?? [] {
          #expect(keys.contains(message), "\(label): missing \(message)")
          checked += 1
        }
        for case .string(let message) in assertion["expectedToNotIncludeMessages"]?.arrayValue ?? []
        {
          #expect(!keys.contains(message), "\(label): unexpected \(message)")
          checked += 1
        }
        if let expected = assertion["expectedFormats"] {
          let actual = datafile["formats"] ?? .object(JSONObject())
          #expect(SubsetMatch.matches(expected, actual), "\(label): formats differ")
          checked += 1
        }
      }
    }
    #expect(checked > 20)
  }

  @Test func contextSpecializationOfTheWebTarget() throws {
    let datafile = try Self.load().build(target: "web", locale: "en-US")
    let welcome = datafile.messages["dashboard.welcome"]?.overrides ?? []
    #expect(welcome.map(\.key) == ["plan-pro", "dutch-web"])
    #expect(welcome.last?.segments == .key("dutch-account"))
    #expect(datafile.segments["platform-web"] == nil)
    #expect(datafile.segments["dutch-account"] != nil)
    let install = datafile.messages["auth.installApp"]?.overrides
    #expect(install == nil)
  }

  @Test func usedFormatsTargetKeepsOnlyReferencedPresets() throws {
    let line = try Self.load().buildJSON(target: "used-formats", locale: "en-US")
    #expect(
      line.contains(
        #""formats":{"number":{"money":{"style":"currency","currency":"USD"}},"time":{"short":"#))
    let datafile = try DatafileContent.fromJSON(line)
    #expect(datafile.formats?.number?.keys.sorted() == ["money"])
    #expect(datafile.formats?.time?.keys.sorted() == ["short"])
    #expect(datafile.formats?.date == nil)
  }

  @Test func examplesListLocaleAndMessageExamples() throws {
    let project = try Self.load()
    let examples = try project.examples(locale: "en")
    #expect(!examples.locales.isEmpty)
    #expect(examples.locales.allSatisfy { $0.locale == "en" && $0.evaluatedTranslation == nil })
    let install = examples.messages.filter { $0.message == "auth.installApp" }
    #expect(install.map(\.matrixIndex) == [nil, 0, 2, 4])
    #expect(install.dropFirst().map { $0.context?["platform"] } == ["ios", "android", "web"])
    #expect(install.dropFirst().allSatisfy { $0.description?.hasPrefix("In platform ") == true })
  }

  /// Every target builds (how long it takes is `make bench`'s business, not a test's).
  @Test func everyTargetBuilds() throws {
    let project = try Self.load()
    #expect(!project.targetKeys.isEmpty)
    for target in project.targetKeys {
      let output = try project.buildDatafiles(target: target)
      #expect(!output.datafiles.isEmpty, "target \(target) built no datafile")
      #expect(output.datafiles.allSatisfy { $0.contains("\"locale\":") })
    }
  }
}

/// The JS tester's subset match for `expectedFormats`.
enum SubsetMatch {
  static func matches(_ expected: JSONValue, _ actual: JSONValue) -> Bool {
    switch (expected, actual) {
    case (.object(let want), .object(let have)):
      return want.allSatisfy { member in
        guard let value = have[member.key] else { return false }
        return matches(member.value, value)
      }
    case (.array(let want), .array(let have)):
      return want.count == have.count && zip(want, have).allSatisfy { matches($0, $1) }
    default:
      return ContextEvaluator.strictEquals(expected, actual)
    }
  }
}
