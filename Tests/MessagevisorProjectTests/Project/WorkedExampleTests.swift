import Messagevisor
import Testing

@testable import MessagevisorProject

struct WorkedExampleTests {
  @Test func buildsTheSpecOutputByteForByte() throws {
    let fixture = try TemporaryProject(WorkedExampleFixture.files)
    let project = try Project.load(root: fixture.root)
    let output = try project.buildDatafiles(target: "web", locale: "en-US")
    #expect(output.datafiles == [WorkedExampleFixture.expectedWebEnUS])
    #expect(output.skipped.isEmpty)
  }

  @Test func typedBuildMatchesTheJSON() throws {
    let fixture = try TemporaryProject(WorkedExampleFixture.files)
    let project = try Project.load(root: fixture.root)
    let built = try project.build(target: "web", locale: "en-US")
    let decoded = try DatafileContent.fromJSON(WorkedExampleFixture.expectedWebEnUS)
    #expect(built == decoded)
  }

  @Test func localeTheTargetDoesNotListBuildsNothingWithAWarning() throws {
    let fixture = try TemporaryProject(WorkedExampleFixture.files)
    let project = try Project.load(root: fixture.root)
    let output = try project.buildDatafiles(target: "web", locale: "en")
    #expect(output.datafiles.isEmpty)
    #expect(output.skipped == [.localeNotListed(target: "web", locale: "en")])
    let direct = try project.build(target: "web", locale: "en")
    #expect(direct.translations == ["auth.legacy": "Log in", "auth.signin": "Sign in"])
  }

  @Test func stringifyFalseEmitsObjects() throws {
    var files = WorkedExampleFixture.files
    files["targets/web.yml"]! += "\nstringify: false\n"
    let fixture = try TemporaryProject(files)
    let line = try Project.load(root: fixture.root).buildJSON(target: "web", locale: "en-US")
    #expect(
      line.contains(
        #""segments":{"pro-web":{"conditions":{"attribute":"plan","operator":"equals","#
          + #""value":"pro"}}}"#
      ))
    #expect(line.contains(#""conditions":{"feature":"beta-login","operator":"isEnabled"}"#))
  }

  static let revisions: [(String?, String?, String)] = [
    (nil, nil, "1"), ("41\n", nil, "42"), ("release-7", nil, "release-7"), ("  ", nil, "1"),
    ("41", "9", "9"), ("1e3", nil, "1001"),
  ]

  @Test(arguments: revisions)
  func revisionFollowsTheStateFile(stored: String?, explicit: String?, expected: String) throws {
    var files = WorkedExampleFixture.files
    if let stored { files[".messagevisor/REVISION"] = stored }
    let fixture = try TemporaryProject(files)
    let project = try Project.load(root: fixture.root)
    #expect(project.nextRevision(explicit: explicit) == expected)
    let datafile = try project.build(target: "web", locale: "en-US", revision: explicit)
    #expect(datafile.revision == expected)
  }

  @Test func revisionFromHashIsTheSHA1OfTheDatafileWithAnEmptyRevision() throws {
    var files = WorkedExampleFixture.files
    files["targets/web.yml"]! += "\nrevisionFromHash: true\n"
    let fixture = try TemporaryProject(files)
    let line = try Project.load(root: fixture.root).buildJSON(target: "web", locale: "en-US")
    let withoutRevision = WorkedExampleFixture.expectedWebEnUS
      .replacingOccurrences(of: #""revision":"1""#, with: #""revision":"""#)
    let hash = SHA1.hexDigest(withoutRevision)
    #expect(
      line
        == withoutRevision.replacingOccurrences(
          of: #""revision":"""#, with: "\"revision\":\"\(hash)\""))
  }

  @Test func targetlessBuildKeepsEveryOverride() throws {
    let fixture = try TemporaryProject(WorkedExampleFixture.files)
    let project = try Project.load(root: fixture.root)
    let datafile = try project.build(target: nil, locale: "en-US")
    #expect(datafile.target == "")
    #expect(
      datafile.messages["auth.signin"]?.overrides?.map(\.key) == ["ios", "web", "pro", "beta"])
    #expect(Set(datafile.segments.keys) == ["platform-ios", "platform-web", "pro-web"])
    #expect(datafile.translations["billing.total"] == "Total")
    #expect(datafile.translations["auth.draft"] == nil)
  }
}
