import Messagevisor
import Testing

@testable import MessagevisorProject

@Suite(.enabled(if: Upstream.shouldRun, Upstream.skipReason))
struct ProjectJSONUpstreamTests {
  static func load() throws -> Project {
    try Project.load(root: Upstream.project("project-json"))
  }

  @Test func loadsTheJSONProject() throws {
    let project = try Self.load()
    #expect(project.config.parser == .json)
    #expect(project.config.knownModules == [.icu])
    #expect(!project.localeKeys.isEmpty)
    #expect(!project.testKeys.isEmpty)
    #expect(project.warnings.isEmpty)
  }

  @Test func everyTargetLocaleBuildsADecodableDatafile() throws {
    let project = try Self.load()
    for target in project.targetKeys {
      let output = try project.buildDatafiles(target: target)
      for line in output.datafiles {
        let datafile = try DatafileContent.fromJSON(line)
        #expect(datafile.target == target)
        #expect(datafile.messagevisorVersion == "messagevisor-swift/0.2.0")
      }
    }
  }
}
