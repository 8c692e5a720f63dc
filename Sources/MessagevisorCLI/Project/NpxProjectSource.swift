import Foundation
import MessagevisorProject

/// Gets project JSON from the JavaScript CLI: `npx messagevisor <args>` in the project folder.
struct NpxProjectSource: ProjectSource {
  /// The project folder.
  let directory: String
  /// The sets-project set name.
  let set: String?
  /// Seconds one npx call may take.
  let timeout: Double
  let npx: String
  /// The project as our loader reads it, only for spec positions (nil when it cannot load).
  let positions: Project?

  var builderName: String { "npx" }

  /// Finds `npx` on `PATH`; a usage of this source without it is bad data.
  init(
    directory: String,
    set: String? = nil,
    environment: [String: String],
    timeout: Double = 120
  ) throws(CLIError) {
    guard let npx = ExecutableSearch.find("npx", environment: environment) else {
      throw CLIError.badData("npx is not on PATH: install Node.js or use --builder=native")
    }
    self.directory = directory
    self.set = set
    self.timeout = timeout
    self.npx = npx
    self.positions = try? Project.load(root: directory, options: ProjectLoadOptions(set: set))
  }

  func listTests(keyPattern: String?) throws(CLIError) -> [ProjectTestSpec] {
    var arguments = ["list", "--tests", "--applyMatrix", "--json"]
    if let keyPattern { arguments.append("--keyPattern=\(keyPattern)") }
    return try JSONInput.decode(try call(arguments), what: "the test list")
  }

  func listSegments() throws(CLIError) -> ProjectSegmentList {
    try JSONInput.decode(try call(["list", "--segments", "--json"]), what: "the segment list")
  }

  func build(target: String?, locale: String) throws(CLIError) -> Data {
    var arguments = ["build", "--json", "--locale=\(locale)"]
    if let target { arguments.insert("--target=\(target)", at: 2) }
    return try call(arguments)
  }

  func examples(locale: String?) throws(CLIError) -> ProjectExamples {
    var arguments = ["examples", "--json"]
    if let locale { arguments.append("--locale=\(locale)") }
    return try JSONInput.decode(try call(arguments), what: "the examples")
  }

  /// The modules the project config enables (docs/decisions.md D8), read the same way as the native
  /// source.
  func configuredModules() throws(CLIError) -> [String] {
    do {
      return try ProjectConfig.load(root: directory).knownModules.map(\.rawValue)
    } catch {
      throw ProjectFailure.cliError(error)
    }
  }

  /// Unknown here: the JS CLI has no target listing, so `--target` is checked by the build.
  func targetKeys() throws(CLIError) -> [String]? {
    nil
  }

  func localeKeys() throws(CLIError) -> [String]? {
    nil
  }

  /// From our own loader, since the JS CLI's test list carries no positions.
  func testSource(_ key: String) -> TestSource? {
    positions?.testSource(key)
  }

  func translationSource(message: String, locale: String, text: String)
    -> (file: String, position: SourcePosition)?
  {
    positions?.translationSource(message: message, locale: locale, text: text)
  }

  func hasConfigFile() throws(CLIError) -> Bool {
    do {
      return try ProjectConfig.load(root: directory).configFile != nil
    } catch {
      throw ProjectFailure.cliError(error)
    }
  }

  private func call(_ arguments: [String]) throws(CLIError) -> Data {
    var full = ["messagevisor"] + arguments
    if let set { full.append("--set=\(set)") }
    let commandLine = (["npx"] + full).joined(separator: " ")
    let runner = ProcessRunner(
      executable: npx, arguments: full, directory: directory, timeout: timeout)
    let result: ProcessRunner.Result
    do {
      result = try runner.run()
    } catch {
      switch error {
      case .launch(let reason):
        throw CLIError.badData("could not start `\(commandLine)`: \(reason)")
      case .timedOut(let seconds):
        throw CLIError.badData("`\(commandLine)` timed out after \(Int(seconds)) s")
      }
    }
    guard result.status == 0 else {
      let tail = String(decoding: result.stderr.suffix(2000), as: UTF8.self)
      throw CLIError.badData(
        "`\(commandLine)` exited with \(result.status) in \(directory)\n\(tail)")
    }
    return result.stdout
  }
}
