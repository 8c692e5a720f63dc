import Foundation

/// A throwaway SwiftPM package outside the repository whose app target uses the build plugin.
///
/// It depends on this package by absolute path, holds a copy of `projects/example` (the test
/// edits it) and one executable, `PluginApp`, with a `messagevisor.json`. The folder and its
/// scratch path are stable per checkout and source file list, so later runs build
/// incrementally.
enum PluginScratchPackage {
  /// The outcome of a process run, stdout and stderr merged.
  typealias ProcessResult = FolderProcess.Result

  /// The package under test.
  static let packageRoot = BinaryRunner.packageRoot

  /// `<tmp>/messagevisor-plugin-<hash of the package root and its Sources/Plugins file list>`.
  ///
  /// SwiftPM's incremental build of a path dependency does not notice a source file added to
  /// or removed from it, so a changed file list starts from a fresh folder.
  static let folder: URL = {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    let list = ["Sources", "Plugins"].map(listing).joined(separator: "\n")
    for byte in (packageRoot.path + "\n" + list).utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return FileManager.default.temporaryDirectory
      .appendingPathComponent("messagevisor-plugin-\(String(hash, radix: 16))")
  }()

  /// The project copy the app target's config names.
  static var project: URL { folder.appendingPathComponent("example") }

  /// The build folder, reused across runs.
  static var scratch: URL { folder.appendingPathComponent(".build") }

  /// Writes the package and restores the project copy to `projects/example`; unchanged files
  /// keep their dates.
  static func write(main: String) throws {
    try save(manifest, "Package.swift")
    try save(#"{ "project": "example", "target": "swift" }"# + "\n", configPath)
    try save(main, "Sources/PluginApp/main.swift")
    let source = packageRoot.appendingPathComponent("projects/example")
    for path in relativeFiles(under: source.path) {
      let data = try Data(contentsOf: source.appendingPathComponent(path))
      try save(data, "example/" + path)
    }
  }

  /// `Sources/PluginApp/messagevisor.json`.
  static let configPath = "Sources/PluginApp/messagevisor.json"

  /// `swift build` of the package.
  static func build() throws -> ProcessResult {
    try swift(["build"] + locations)
  }

  /// `swift package messagevisor …` (the command plugin).
  static func command(_ arguments: [String]) throws -> ProcessResult {
    try swift(["package"] + locations + ["messagevisor"] + arguments)
  }

  /// Runs the built app.
  static func runApp() throws -> ProcessResult {
    try run(scratch.appendingPathComponent("debug/PluginApp"), [])
  }

  /// Sets a file's modification date to now without changing it.
  static func touch(_ path: String) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date()], ofItemAtPath: folder.appendingPathComponent(path).path)
  }

  /// Replaces a file's text.
  static func replace(_ path: String, with text: String) throws {
    try Data(text.utf8).write(to: folder.appendingPathComponent(path))
  }

  /// A file's text.
  static func read(_ path: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
  }

  private static var locations: [String] {
    ["--package-path", folder.path, "--scratch-path", scratch.path]
  }

  private static func swift(_ arguments: [String]) throws -> ProcessResult {
    try run(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments)
  }

  private static var manifest: String {
    let dependency = packageRoot.lastPathComponent
    return """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "PluginCheck",
        platforms: [.macOS(.v15), .iOS(.v18)],
        dependencies: [.package(path: "\(packageRoot.path)")],
        targets: [
          .executableTarget(
            name: "PluginApp",
            dependencies: [
              .product(name: "Messagevisor", package: "\(dependency)"),
              .product(name: "MessagevisorICU", package: "\(dependency)"),
              .product(name: "MessagevisorRemote", package: "\(dependency)"),
            ],
            exclude: ["messagevisor.json"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])],
            plugins: [.plugin(name: "MessagevisorPlugin", package: "\(dependency)")]
          )
        ],
        swiftLanguageModes: [.v6]
      )

      """
  }

  /// The regular files under `path`, relative and sorted.
  private static func relativeFiles(under path: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: path)
    let all = enumerator?.compactMap { $0 as? String } ?? []
    return all.filter { name in
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: path + "/" + name, isDirectory: &isDirectory)
      return exists && !isDirectory.boolValue
    }.sorted()
  }

  private static func listing(_ folder: String) -> String {
    let url = packageRoot.appendingPathComponent(folder)
    return relativeFiles(under: url.path).joined(separator: "\n")
  }

  private static func save(_ text: String, _ path: String) throws {
    try save(Data(text.utf8), path)
  }

  private static func save(_ data: Data, _ path: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    if FileManager.default.contents(atPath: url.path) == data { return }
    try data.write(to: url)
  }

  private static func run(_ executable: URL, _ arguments: [String]) throws -> ProcessResult {
    try FolderProcess.run(executable, arguments, in: folder)
  }
}
