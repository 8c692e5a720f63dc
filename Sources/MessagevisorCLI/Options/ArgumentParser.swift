import Foundation
import Messagevisor
import MessagevisorProject

/// Parses a command's arguments strictly against its option specs.
///
/// Accepts `--name=value`, `--name value`, bare flags, `-n 5`, and `--` to end options.
/// Unknown or repeated options, missing or empty values and values of the wrong type are
/// usage errors.
struct ArgumentParser: Sendable {
  let command: String
  let specs: [String: OptionSpec]
  let allowsPositional: Bool

  /// Creates a parser for one command.
  init(command: String, options: [OptionSpec], allowsPositional: Bool = false) {
    self.command = command
    self.specs = Dictionary(options.map { ($0.name, $0) }) { first, _ in first }
    self.allowsPositional = allowsPositional
  }

  /// Parses and validates the arguments after the command name.
  func parse(_ arguments: [String]) throws(CLIError) -> ParsedOptions {
    var parsed = ParsedOptions()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        try addPositional(argument, to: &parsed)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let (name, inline) = split(argument)
      guard let spec = specs[name] else {
        let suggestion = DidYouMean.suggestion(for: name, among: specs.keys.sorted()).map {
          " (did you mean '\(dashed($0))'?)"
        }
        throw usage("unknown option '\(dashed(name))' for '\(command)'\(suggestion ?? "")")
      }
      let value = try value(for: spec, inline: inline, arguments: arguments, index: &index)
      try validate(value, for: spec)
      if let problem = spec.check?(value, spec.dashedName) { throw usage(problem) }
      guard parsed.values[name] == nil else {
        throw usage("option '\(dashed(name))' is given more than once")
      }
      parsed.set(name, value)
    }
    return parsed
  }

  private func addPositional(_ argument: String, to parsed: inout ParsedOptions) throws(CLIError) {
    guard allowsPositional else {
      throw usage("unexpected argument '\(argument)' for '\(command)'")
    }
    parsed.append(positional: argument)
  }

  private func split(_ argument: String) -> (String, String?) {
    let body = argument.drop { $0 == "-" }
    guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
    return (String(body[..<equals]), String(body[body.index(after: equals)...]))
  }

  private func value(
    for spec: OptionSpec,
    inline: String?,
    arguments: [String],
    index: inout Int
  ) throws(CLIError) -> String {
    if let inline { return inline }
    if spec.kind == .flag { return "true" }
    guard index < arguments.count else {
      throw usage("option '\(dashed(spec.name))' needs a value (\(spec.usage))")
    }
    let next = arguments[index]
    if next.hasPrefix("--"), spec.kind != .jsonObject {
      throw usage("option '\(dashed(spec.name))' needs a value (\(spec.usage))")
    }
    index += 1
    return next
  }

  private func validate(_ value: String, for spec: OptionSpec) throws(CLIError) {
    let name = dashed(spec.name)
    switch spec.kind {
    case .flag:
      guard value == "true" || value == "false" else {
        throw usage("flag '\(name)' takes true or false, not '\(value)'")
      }
    case .string:
      break
    case .integer(let minimum):
      guard let number = Int(value), number >= minimum else {
        throw usage("option '\(name)' needs a whole number ≥ \(minimum), not '\(value)'")
      }
    case .jsonObject:
      if case .failure(let reason) = JSONOption.parseObject(value) {
        throw usage("option '\(name)' needs a JSON object: \(reason)")
      }
    case .regex:
      do {
        _ = try NSRegularExpression(pattern: value, options: [.caseInsensitive])
      } catch {
        throw usage("option '\(name)' is not a valid regular expression: '\(value)'")
      }
    case .choice(let words):
      guard words.contains(value) else {
        throw usage(
          "option '\(name)' must be one of \(words.joined(separator: ", ")), not '\(value)'")
      }
    }
  }

  private func dashed(_ name: String) -> String {
    (name.count == 1 ? "-" : "--") + name
  }

  private func usage(_ message: String) -> CLIError {
    .usage(message, hint: "See 'messagevisor-swift \(command) --help'.")
  }
}
