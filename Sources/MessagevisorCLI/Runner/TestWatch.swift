import Foundation
import MessagevisorProject

/// `test --watch`: the test runner under a `WatchLoop`, narrowed to the affected specs.
struct TestWatch {
  let options: ParsedOptions
  let console: Console

  func run() throws(CLIError) -> ExitCode {
    let folder = SourceSelector(options: options, console: console).projectDirectory
    let loop = WatchLoop(console: console, folder: folder, noun: "specs")
    return try loop.run { scope throws(CLIError) in
      guard scope != .everything else {
        return try TestRunner(options: options, console: console).run()
      }
      let keys = try affectedKeys(scope)
      guard !keys.isEmpty else { return nil }
      var narrowed = options
      let alternatives = keys.map(NSRegularExpression.escapedPattern(for:))
      narrowed.set("keyPattern", "^(?:" + alternatives.joined(separator: "|") + ")$")
      return try TestRunner(options: narrowed, console: console).run()
    }
  }

  /// The keys of the listed specs (within `--keyPattern`) that `scope` includes.
  private func affectedKeys(_ scope: WatchScope) throws(CLIError) -> [String] {
    let source = try SourceSelector(options: options, console: console).source()
    let specs: [ProjectTestSpec] = try JSONInput.decode(
      try source.listTests(keyPattern: options.string("keyPattern")), what: "the test list")
    return specs.filter { scope.includes(spec: $0.key, message: $0.message) }.map(\.key)
  }
}
