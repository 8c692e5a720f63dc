import Testing

@testable import MessagevisorCLI

/// Paths made absolute under a folder and standardized, whichever way they were given.
@Suite struct NamedFileTests {
  @Test(arguments: [
    ("/a/b/../c", "/r", "/a/c"),
    ("b/../c", "/a", "/a/c"),
    ("/a/./c/", "/r", "/a/c"),
    ("c/", "/a", "/a/c"),
    ("", "/a", "/a"),
    (".", "/a/b/..", "/a"),
    ("~", "/a", "/a/~"),
  ])
  func standardized(_ path: String, _ root: String, _ expected: String) {
    #expect(NamedFile.standardized(path, under: root) == expected)
  }

  @Test func anAbsolutePathAndItsRelativeSpellingAgree() {
    let absolute = NamedFile.standardized("/a/b/../c", under: "/elsewhere")
    let relative = NamedFile.standardized("b/../c", under: "/a")
    #expect(absolute == relative)
  }

  @Test func theConsoleFolderIsTheRootOfARelativePath() {
    let (console, _) = Console.capturing(currentDirectory: "/work/x")
    #expect(NamedFile.standardized("../y/", console: console) == "/work/y")
    #expect(NamedFile.absolute("../y/", console: console) == "/work/x/../y/")
  }
}
