import Testing

@testable import MessagevisorCLI

/// Paths relative to the working directory, with `..` when they share more than `/`.
@Suite struct DisplayPathTests {
  @Test(arguments: [
    ("/work/repo/projects/a.yml", "/work/repo", "projects/a.yml"),
    ("/work/shared/x/a.yml", "/work/repo", "../shared/x/a.yml"),
    ("/tmp/a.yml", "/work/repo", "/tmp/a.yml"),
    ("/work/repo", "/work/repo", "."),
    ("relative/a.yml", "/work/repo", "relative/a.yml"),
  ])
  func relative(_ path: String, _ directory: String, _ expected: String) {
    #expect(DisplayPath.relative(path, to: directory) == expected)
  }
}
