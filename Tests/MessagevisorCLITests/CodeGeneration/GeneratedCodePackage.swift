import Foundation

/// A throwaway SwiftPM package that compiles generated accessors against this package.
///
/// It depends on the package under test by path (products `Messagevisor` and
/// `MessagevisorICU`, or those a program names) and holds one executable per checked project
/// or DocC article: the generated file, a `main.swift` that translates through the accessors,
/// and the project's datafiles. The folder and its scratch path are stable per checkout, so a
/// second run builds incrementally.
enum GeneratedCodePackage {
  /// One executable of the package.
  struct Program: Sendable {
    /// The target name, e.g. `ExampleCheck`.
    let name: String
    /// The generated accessor source.
    let generated: String
    /// The `main.swift` source.
    let main: String
    /// Datafile JSON by locale.
    let datafiles: [String: String]
    /// The products of this package the program depends on (`Checker.swift` needs the first two).
    var products = ["Messagevisor", "MessagevisorICU"]
    /// More source files by name, e.g. the build plugin's `L10n+Datafiles.swift`.
    var sources: [String: String] = [:]
    /// Resource files by name, processed into the program's `Bundle.module`.
    var resources: [String: String] = [:]
  }

  /// The outcome of a process run, stdout and stderr merged.
  typealias ProcessResult = FolderProcess.Result

  /// The package under test: four levels above this file.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// `<tmp>/messagevisor-generated-code-<hash of the package root and its source file list>`.
  ///
  /// SwiftPM's incremental build of a path dependency does not notice a source file added to
  /// or removed from it, so a changed file list starts from a fresh folder.
  static let folder: URL = {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in (packageRoot.path + "\n" + sourceFileList()).utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return FileManager.default.temporaryDirectory
      .appendingPathComponent("messagevisor-generated-code-\(String(hash, radix: 16))")
  }()

  /// The paths of the package's source files, sorted, one per line.
  private static func sourceFileList() -> String {
    let sources = packageRoot.appendingPathComponent("Sources")
    let paths =
      FileManager.default.enumerator(atPath: sources.path)?
      .compactMap { $0 as? String } ?? []
    return paths.filter { $0.hasSuffix(".swift") }.sorted().joined(separator: "\n")
  }

  /// Writes the package with `programs`; unchanged files keep their dates.
  static func write(_ programs: [Program]) throws {
    try save(manifest(programs), "Package.swift")
    for program in programs {
      try save(program.generated, "Sources/\(program.name)/L10n.swift")
      try save(program.main, "Sources/\(program.name)/main.swift")
      try save(CheckProgramSources.checker, "Sources/\(program.name)/Checker.swift")
      for (file, text) in program.sources {
        try save(text, "Sources/\(program.name)/\(file)")
      }
      for (file, text) in program.resources {
        try save(text, "Sources/\(program.name)/Resources/\(file)")
      }
      for (locale, json) in program.datafiles {
        try save(json, "Datafiles/\(program.name)/\(locale).json")
      }
    }
  }

  /// `swift build` of every program, with its own scratch path.
  static func build() throws -> ProcessResult {
    try run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["swift", "build", "--package-path", folder.path, "--scratch-path", scratch.path])
  }

  /// Runs a built program with its datafile folder as the only argument.
  static func run(_ program: String) throws -> ProcessResult {
    let binary = scratch.appendingPathComponent("debug/\(program)")
    let datafiles = folder.appendingPathComponent("Datafiles/\(program)")
    return try run(binary, [datafiles.path])
  }

  private static var scratch: URL { folder.appendingPathComponent(".build") }

  private static func manifest(_ programs: [Program]) -> String {
    let dependency = packageRoot.lastPathComponent
    let targets = programs.map { program in
      let products = program.products.map {
        "          .product(name: \"\($0)\", package: \"\(dependency)\"),"
      }
      let resources =
        program.resources.isEmpty ? "" : "\n        resources: [.process(\"Resources\")],"
      return """
            .executableTarget(
              name: "\(program.name)",
              dependencies: [
        \(products.joined(separator: "\n"))
              ],\(resources)
              swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
            ),
        """
    }
    return """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "GeneratedCodeCheck",
        platforms: [.macOS(.v15), .iOS(.v18)],
        dependencies: [.package(path: "\(packageRoot.path)")],
        targets: [
      \(targets.joined(separator: "\n"))
        ],
        swiftLanguageModes: [.v6]
      )

      """
  }

  private static func save(_ text: String, _ path: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    if let old = FileManager.default.contents(atPath: url.path), old == Data(text.utf8) { return }
    try Data(text.utf8).write(to: url)
  }

  private static func run(_ executable: URL, _ arguments: [String]) throws -> ProcessResult {
    try FolderProcess.run(executable, arguments, in: folder)
  }
}
