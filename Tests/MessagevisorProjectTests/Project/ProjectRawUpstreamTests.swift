import Messagevisor
import Testing

@testable import MessagevisorProject

@Suite(.enabled(if: Upstream.shouldRun, Upstream.skipReason))
struct ProjectRawUpstreamTests {
  @Test func loadsWithDefaultConfigWhenNoConfigFileExists() throws {
    let project = try Project.load(root: Upstream.project("project-raw"))
    #expect(project.config.configFile == nil)
    #expect(project.config.knownModules.isEmpty)
    #expect(project.config.parser == .yaml)
    #expect(project.warnings.isEmpty)
    let output = try project.buildDatafiles(target: "web", locale: "en-US")
    #expect(output.datafiles.count == 1)
    let datafile = try DatafileContent.fromJSON(output.datafiles[0])
    #expect(
      datafile.translations["prompts.fileCount"] == "{count, plural, one {# file} other {# files}}")
    #expect(try project.listTests().count == project.testKeys.count)
  }

  @Test func requiringTheConfigFailsLikeTheJSCLI() {
    #expect(throws: ProjectError.self) {
      try Project.load(
        root: Upstream.project("project-raw"), options: ProjectLoadOptions(requireConfig: true))
    }
  }
}
