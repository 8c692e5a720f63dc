import Foundation
import Messagevisor
import Testing

@testable import MessagevisorCLI
@testable import MessagevisorProject

/// SLOW (about 40 s on a cold cache, a few seconds warm): generates accessors for
/// `projects/example` and upstream `project-1` (target `swift`), compiles them, the README's SDK
/// quick start and the code of every DocC article (`DocCArticle`) in a temporary SwiftPM package
/// that depends on this one, and runs programs that translate through them.
///
/// Filter with `--filter GeneratedCodeCompileTests`; skip with
/// `MESSAGEVISOR_SKIP_COMPILE_TESTS=1`. All tests share one `swift build`.
@Suite(
  .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["MESSAGEVISOR_SKIP_COMPILE_TESTS"] != "1",
    "MESSAGEVISOR_SKIP_COMPILE_TESTS=1"),
  .timeLimit(.minutes(15)))
struct GeneratedCodeCompileTests {
  @Test func exampleProjectCompilesAndTranslates() async throws {
    try await check(program: "ExampleCheck", source: CheckProgramSources.example)
  }

  @Test(.enabled(if: CompiledPrograms.upstreamShouldRun, CompiledPrograms.upstreamSkipReason))
  func upstreamProjectOneCompilesAndTranslates() async throws {
    try await check(program: "ProjectOneCheck", source: CheckProgramSources.projectOne)
  }

  @Test func readmeQuickStartCompilesAndPrintsWhatItsCommentsSay() async throws {
    let source = try ReadmeQuickStart.source()
    let expected = ReadmeQuickStart.expectedLines(source)
    #expect(expected.count >= 3)
    let build = try await CompiledPrograms.build.value
    try #require(build.status == 0, "swift build failed:\n\(build.output)")
    let run = try GeneratedCodePackage.run("ReadmeQuickStart")
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output == expected.joined(separator: "\n") + "\n")
  }

  @Test func everyLibraryProductHasACatalogWithCode() throws {
    let articles = try DocCArticle.all()
    for product in DocCArticle.products {
      #expect(articles.contains { $0.product == product }, "no Swift code in \(product).docc")
    }
    #expect(articles.contains { $0.usesGeneratedAccessors })
    #expect(articles.filter { !$0.expectedLines.isEmpty }.count >= 8)
  }

  @Test(arguments: try DocCArticle.all())
  func docCArticleCodeCompilesAndPrintsWhatItsCommentsSay(_ article: DocCArticle) async throws {
    let build = try await CompiledPrograms.build.value
    try #require(build.status == 0, "swift build failed:\n\(build.output)")
    let warnings = build.output.split(separator: "\n").filter {
      $0.contains("warning:") && $0.contains("/Sources/\(article.program)/")
    }
    #expect(warnings.isEmpty, "\(article) has warnings:\n\(warnings.joined(separator: "\n"))")
    guard !article.expectedLines.isEmpty else { return }
    let run = try GeneratedCodePackage.run(article.program)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output == article.expectedLines.joined(separator: "\n") + "\n")
  }

  /// Builds (once), then runs `program`; every `check.expect`/`check.compare` must pass.
  private func check(program: String, source: String) async throws {
    let expectedChecks =
      source.components(separatedBy: "check.expect(").count
      + source.components(separatedBy: "check.compare(").count - 2
    #expect(expectedChecks > 10)
    let build = try await CompiledPrograms.build.value
    try #require(build.status == 0, "swift build failed:\n\(build.output)")
    let warnings = build.output.split(separator: "\n").filter {
      $0.contains("warning:") && $0.contains("/Sources/\(program)/")
    }
    #expect(warnings.isEmpty, "generated code has warnings:\n\(warnings.joined(separator: "\n"))")
    let run = try GeneratedCodePackage.run(program)
    #expect(run.status == 0, "\(run.output)")
    #expect(!run.output.contains("FAIL"), "\(run.output)")
    #expect(run.output.contains("checked \(expectedChecks), failed 0"), "\(run.output)")
  }
}

/// Generates the programs and builds them once for both tests.
enum CompiledPrograms {
  /// `../shared/upstream/projects/project-1` (or the nearest ancestor's `shared/upstream`).
  static let projectOne: String? = {
    var url = GeneratedCodePackage.packageRoot.deletingLastPathComponent()
    while url.path != "/" {
      let candidate = url.appendingPathComponent("shared/upstream/projects/project-1").path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      url.deleteLastPathComponent()
    }
    return nil
  }()

  static var upstreamRequired: Bool {
    ProcessInfo.processInfo.environment["MESSAGEVISOR_REQUIRE_UPSTREAM"] == "1"
  }

  static var upstreamShouldRun: Bool { projectOne != nil || upstreamRequired }

  static let upstreamSkipReason: Comment = "upstream data not found at ../shared/upstream"

  /// The shared build; its result is awaited by every test.
  static let build = Task<GeneratedCodePackage.ProcessResult, any Error> {
    var programs = [
      try program(
        "ExampleCheck",
        project: GeneratedCodePackage.packageRoot.appendingPathComponent("projects/example").path,
        main: CheckProgramSources.example)
    ]
    programs.append(
      GeneratedCodePackage.Program(
        name: "ReadmeQuickStart", generated: "", main: try ReadmeQuickStart.source(),
        datafiles: [:]))
    for article in try DocCArticle.all() {
      programs.append(try docProgram(article))
    }
    if upstreamShouldRun {
      guard let projectOne else { throw UpstreamMissing() }
      programs.append(
        try program("ProjectOneCheck", project: projectOne, main: CheckProgramSources.projectOne))
    }
    try GeneratedCodePackage.write(programs)
    return try GeneratedCodePackage.build()
  }

  struct UpstreamMissing: Error, CustomStringConvertible {
    var description: String { "MESSAGEVISOR_REQUIRE_UPSTREAM=1 but project-1 was not found" }
  }

  /// An article's program with every library product; the build plugin's article also gets
  /// what the plugin generates for `projects/example` (accessors, datafile helpers, datafiles).
  static func docProgram(_ article: DocCArticle) throws -> GeneratedCodePackage.Program {
    guard article.usesGeneratedAccessors else {
      return GeneratedCodePackage.Program(
        name: article.program, generated: "", main: article.source, datafiles: [:],
        products: DocCArticle.products)
    }
    let example = GeneratedCodePackage.packageRoot.appendingPathComponent("projects/example")
    var result = try program(article.program, project: example.path, main: article.source)
    let options = CodeGenerationOptions(target: "swift", accessLevel: .internal)
    let writer = BundledDatafilesWriter(options: options, locales: result.datafiles.keys.sorted())
    result.products = DocCArticle.products
    result.sources = [
      "L10n+Datafiles.swift": writer.datafilesSource, "L10n+Remote.swift": writer.remoteSource,
    ]
    for (locale, json) in result.datafiles {
      let name = BundledDatafilesWriter.resourceName(target: "swift", locale: locale)
      result.resources[name + ".json"] = json
    }
    return result
  }

  /// Generates the accessors of target `swift` and builds its datafiles.
  static func program(_ name: String, project path: String, main: String) throws
    -> GeneratedCodePackage.Program
  {
    let project = try Project.load(root: path)
    let options = CodeGenerationOptions(target: "swift", accessLevel: .internal)
    let generated = try SwiftAccessorGenerator(project: project, options: options).generate()
    var datafiles: [String: String] = [:]
    for line in try project.buildDatafiles(target: "swift").datafiles {
      datafiles[try DatafileContent.fromJSON(line).locale] = line
    }
    return GeneratedCodePackage.Program(
      name: name, generated: generated, main: main, datafiles: datafiles)
  }
}
