import Foundation
import Testing

/// Discovery through the built binary: anything in an entity folder that is not a regular
/// file or a folder, a folder named like a source, and an unreadable item stop the run with
/// exit 65 naming the path and the reason; a wrong project path says what it is.
@Suite struct DiscoveryEndToEndTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// Files written over the valid project (nil removes one).
    var files: [String: String?] = [:]
    /// Makes the item; gets the project root.
    let setUp: @Sendable (URL) throws -> Void
    /// Standard error, given the project root.
    let expected: @Sendable (URL) -> String
    var testDescription: String { name }
  }

  static func link(_ root: URL, _ path: String, to destination: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
  }

  static func linkRefusal(_ path: String, _ destination: String) -> String {
    "error: \(path) is a symbolic link (to \"\(destination)\"); links inside entity folders are"
      + " not followed (the JS CLI skips them): replace it with the file or folder itself\n"
  }

  static let cases: [Case] = [
    Case(
      name: "dangling link",
      setUp: { try link($0, "messages/auth/gone.yml", to: "/nonexistent/x.yml") },
      expected: { _ in linkRefusal("messages/auth/gone.yml", "/nonexistent/x.yml") }),
    Case(
      name: "link loop",
      setUp: {
        try link($0, "messages/auth/loop1.yml", to: "loop2.yml")
        try link($0, "messages/auth/loop2.yml", to: "loop1.yml")
      },
      expected: { _ in linkRefusal("messages/auth/loop1.yml", "loop2.yml") }),
    Case(
      name: "folder link loop",
      setUp: { try link($0, "messages/auth/up", to: "..") },
      expected: { _ in linkRefusal("messages/auth/up", "..") }),
    Case(
      name: "alias of a message inside the project",
      setUp: { try link($0, "messages/auth/alias.yml", to: "signin.yml") },
      expected: { _ in linkRefusal("messages/auth/alias.yml", "signin.yml") }),
    Case(
      name: "link to /dev/zero",
      setUp: { try link($0, "messages/auth/zero.yml", to: "/dev/zero") },
      expected: { _ in linkRefusal("messages/auth/zero.yml", "/dev/zero") }),
    Case(
      name: "FIFO",
      setUp: { root in
        #expect(mkfifo(root.appendingPathComponent("messages/auth/pipe.yml").path, 0o644) == 0)
      },
      expected: { _ in
        "error: messages/auth/pipe.yml is a FIFO (named pipe), not a file or folder; move it"
          + " out of the project's entity folders\n"
      }),
    Case(
      name: "folder named like a locale file",
      setUp: {
        try FileManager.default.createDirectory(
          at: $0.appendingPathComponent("locales/it.yml"), withIntermediateDirectories: true)
      },
      expected: { _ in
        "error: locales/it.yml is a folder, but its name ends in \".yml\" like a source file;"
          + " rename it\n"
      }),
    Case(
      name: "messages is a file",
      files: ["messages/auth/signin.yml": nil, "messages": "not a folder\n"], setUp: { _ in },
      expected: { _ in "error: messages is a file, not a folder\n" }),
  ]

  @Test(arguments: cases)
  func refusedNamingThePath(_ example: Case) throws {
    let root = try ProjectFolder.make(example.files)
    defer { ProjectFolder.remove(root) }
    try example.setUp(root)
    for command in [
      ["test", "--builder=native"], ["project", "list", "--tests", "--applyMatrix", "--json"],
    ] {
      let result = try BinaryRunner.run(command + ["--projectDirectoryPath=\(root.path)"])
      #expect(result.status == 65, "\(command[0]): \(result.stderr)")
      #expect(result.stdout.isEmpty, "\(command[0])")
      #expect(result.stderr == example.expected(root), "\(command[0])")
    }
  }

  static var runuser: String? {
    ["/usr/sbin/runuser", "/sbin/runuser"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Runs the binary as the current user, or as `nobody` under root (root reads `chmod 000`
  /// files, so the permission cases need another user there).
  static func runUnprivileged(_ arguments: [String]) throws -> BinaryRunner.Result? {
    guard geteuid() == 0 else { return try BinaryRunner.run(arguments) }
    guard let runuser else { return nil }
    return try BinaryRunner.run(
      ["-u", "nobody", "--", BinaryRunner.binary.path] + arguments, executable: runuser)
  }

  /// Whether a closed item can be told from the rest: always as a normal user; under root only
  /// when `nobody` can reach the temporary folder (not under a private `TMPDIR`, mode 700).
  static let permissionsCanBeTested: Bool = {
    guard geteuid() == 0 else { return true }
    guard let runuser, let probe = try? ProjectFolder.make([:]) else { return false }
    defer { ProjectFolder.remove(probe) }
    let reach = try? BinaryRunner.run(
      ["-u", "nobody", "--", "/usr/bin/test", "-r", probe.appendingPathComponent("locales").path],
      executable: runuser)
    return reach?.status == 0
  }()

  @Test(
    .enabled(
      if: permissionsCanBeTested,
      "under root this needs runuser and a TMPDIR that nobody can reach"),
    arguments: ["messages/auth", "messages/auth/signin.yml", "messagevisor.config.json"])
  func anUnreadableItemSaysPermissionDenied(_ path: String) throws {
    let root = try ProjectFolder.make([:])
    defer { ProjectFolder.remove(root) }
    let item = root.appendingPathComponent(path).path
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: item)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: item) }
    let result = try Self.runUnprivileged([
      "test", "--builder=native", "--projectDirectoryPath=\(root.path)",
    ])
    try #require(result != nil, "running as root without runuser: cannot drop privileges")
    #expect(result?.status == 65)
    #expect(result?.stderr == "error: cannot read \(path): Permission denied\n")
  }

  @Test func aFileAsTheProjectFolderSaysItIsNoFolder() throws {
    let root = try ProjectFolder.make([:])
    defer { ProjectFolder.remove(root) }
    let file = root.appendingPathComponent("locales/en.yml").path
    for command in [["test", "--builder=native"], ["project", "list", "--tests", "--json"]] {
      let result = try BinaryRunner.run(command + ["--projectDirectoryPath=\(file)"])
      #expect(result.status == 65)
      #expect(result.stderr.hasPrefix("error: "), "\(result.stderr)")
      #expect(result.stderr.contains("\(file)"), "\(result.stderr)")
      #expect(result.stderr.contains("not a folder"), "\(result.stderr)")
      #expect(!result.stderr.contains("not found"), "\(result.stderr)")
    }
  }

  @Test func evaluateInAnEmptyFolderSaysItIsNoProject() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { ProjectFolder.remove(root) }
    let result = try BinaryRunner.run([
      "evaluate", "--builder=native", "--message=a", "--locale=en",
      "--projectDirectoryPath=\(root.path)",
    ])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "error: this folder is not a Messagevisor project (no messagevisor.config.json or .js)"
        + " and has no targets\n")
  }

  @Test func evaluateInAProjectWithoutTargetsSaysSo() throws {
    let root = try ProjectFolder.make(["targets/web.yml": nil])
    defer { ProjectFolder.remove(root) }
    let result = try BinaryRunner.run([
      "evaluate", "--builder=native", "--message=auth.signin", "--locale=en",
      "--projectDirectoryPath=\(root.path)",
    ])
    #expect(result.status == 65)
    #expect(
      result.stderr == "error: the project has no targets (no target file in its targets folder)\n")
  }
}
