import Foundation
import Testing

/// `project` renders what the project library returns: listings as compact JSON lines and
/// skipped builds as warnings on standard error.
@Suite struct ProjectCommandEndToEndTests {
  static let example = "--projectDirectoryPath=projects/example"

  @Test func aLocaleTheTargetDoesNotListBuildsNothingWithAWarning() throws {
    let result = try BinaryRunner.run(
      ["project", "build", "--json", "--target=android", "--locale=de-AT", Self.example])
    #expect(result.status == 0)
    #expect(result.stdout == "")
    #expect(
      result.stderr == "warning: target \"android\" does not list locale \"de-AT\"; nothing built\n"
    )
  }

  @Test func theSegmentListIsOneJSONLine() throws {
    let result = try BinaryRunner.run(["project", "list", "--segments", "--json", Self.example])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("[{\"key\":"))
    #expect(result.stdout.hasSuffix("}]\n"))
    #expect(result.stdout.filter { $0 == "\n" }.count == 1)
  }
}
