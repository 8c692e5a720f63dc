import Foundation
import Testing

@testable import MessagevisorProject

/// The listing memo answers a second load of an unchanged folder, and never a changed one.
@Suite struct FolderListingMemoTests {
  struct Change: Sendable, CustomTestStringConvertible {
    let name: String
    let apply: @Sendable (TemporaryProject) throws -> Void
    let expected: [String]
    var testDescription: String { name }
  }

  static let files = [
    "messages/a.yml": "translations: { en: a }\n",
    "messages/b.yml": "translations: { en: b }\n",
    "messages/deep/x.yml": "translations: { en: x }\n",
  ]

  static let changes = [
    Change(
      name: "a file added", apply: { try $0.write("messages/c.yml", "translations: {}\n") },
      expected: ["a", "b", "c", "deep.x"]),
    Change(
      name: "a file removed",
      apply: { try FileManager.default.removeItem(atPath: $0.root + "/messages/b.yml") },
      expected: ["a", "deep.x"]),
    Change(
      name: "a file renamed, the count kept",
      apply: { _ = rename($0.root + "/messages/b.yml", $0.root + "/messages/d.yml") },
      expected: ["a", "d", "deep.x"]),
    Change(
      name: "a file added in a subfolder (its parent unchanged)",
      apply: { try $0.write("messages/deep/y.yml", "translations: {}\n") },
      expected: ["a", "b", "deep.x", "deep.y"]),
    Change(
      name: "a subfolder replaced by another of the same name",
      apply: { project in
        _ = rename(project.root + "/messages/deep", project.root + "/old")
        try project.write("messages/deep/z.yml", "translations: {}\n")
      },
      expected: ["a", "b", "deep.z"]),
  ]

  /// The message index of `project` through `memo`.
  static func keys(_ project: TemporaryProject, _ memo: FolderListingMemo) throws -> [String] {
    let config = ProjectConfig(root: project.root)
    return try EntityFileIndex(
      kind: .message, directory: config.directories[.message] ?? "", format: .yaml,
      config: config, fileSystem: ProjectFileSystem(rootPath: project.root), memo: memo
    ).keys
  }

  /// Moves the modification time of every folder of `project` an hour back, so that a change
  /// now gives each folder it touches a new time even on a coarse clock.
  static func age(_ project: TemporaryProject) {
    let hourAgo = timespec(tv_sec: time(nil) - 3600, tv_nsec: 0)
    for folder in ["", "/messages", "/messages/deep"] {
      var times = [hourAgo, hourAgo]
      _ = utimensat(AT_FDCWD, project.root + folder, &times, 0)
    }
  }

  @Test(arguments: changes)
  func aChangedFolderIsListedAgain(_ change: Change) throws {
    let project = try TemporaryProject(Self.files)
    Self.age(project)
    // A memo that trusts stamps of any age, as if the project had been there a while.
    let memo = FolderListingMemo(racyWindow: -60)
    #expect(try Self.keys(project, memo) == ["a", "b", "deep.x"])
    #expect(memo.count == 1)
    try change.apply(project)
    #expect(try Self.keys(project, memo) == change.expected)
  }

  @Test func anUnchangedFolderIsAnsweredFromTheMemo() throws {
    let project = try TemporaryProject(Self.files)
    Self.age(project)
    let memo = FolderListingMemo(racyWindow: -60)
    _ = try Self.keys(project, memo)
    // The memo itself answers: the next load takes these entries without walking.
    let config = ProjectConfig(root: project.root)
    let key = FolderListingMemo.Key(
      kind: .message, directory: config.directories[.message] ?? "",
      folder: try ProjectFileSystem(rootPath: project.root).walkedFolder(
        config.directories[.message] ?? "") ?? "",
      ext: "yml", namespace: config.namespaceCharacter,
      overrideSeparator: config.exportOverrideKeySeparator)
    #expect(memo.entries(for: key)?.map(\.key) == ["a", "b", "deep.x"])
  }

  @Test func aFolderChangedWithinTheRacyWindowIsNotKept() throws {
    // Freshly written: the folders' times are now, and a change later in the same clock tick
    // could keep them equal.
    let project = try TemporaryProject(Self.files)
    let memo = FolderListingMemo()
    #expect(try Self.keys(project, memo) == ["a", "b", "deep.x"])
    #expect(memo.count == 0)
  }
}
