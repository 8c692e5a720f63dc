import MessagevisorICU

/// Turns one locale's ICU text of a message into an Apple value: a format string, plural
/// variations (a message that is one `plural`), or `%#@name@` substitutions (plurals inside
/// text). What a catalog cannot hold (`select`, `selectordinal`, `offset`, `=N` other than
/// `=0`, number/date/time styles) is reported in `problems`; the value is then the best
/// approximation and does not round-trip.
struct ICUToAppleConverter {
  /// Argument names by position: the order in which they first appear in the source text.
  let positions: [String: Int]
  /// The locale, for deciding whether `=0` is the `zero` form.
  let plurals: PluralSamples

  /// The converted value and what it lost.
  struct Output {
    var value: AppleValue
    var substitutions: [String: AppleSubstitution] = [:]
    var problems: [String] = []
  }

  /// The argument names of `text` in order of first appearance (nested ones included).
  static func argumentNames(_ text: String) -> [String] {
    guard let message = try? ICUMessage.parse(text) else { return [] }
    var names: [String] = []
    func visit(_ nodes: [ICUNode]) {
      for node in nodes {
        switch node {
        case .argument(let argument):
          if !names.contains(argument.name) { names.append(argument.name) }
        case .choice(let choice):
          if !names.contains(choice.name) { names.append(choice.name) }
          for branch in choice.branches { visit(branch.body) }
        case .text, .pound:
          break
        }
      }
    }
    visit(message.nodes)
    return names
  }

  /// Converts `text`; a syntax error is a problem and the text is kept as is.
  func convert(_ text: String, state: String?) -> Output {
    let message: ICUMessage
    do {
      message = try ICUMessage.parse(text)
    } catch {
      return Output(
        value: .text(text, state: state), problems: ["ICU syntax error: \(error)"])
    }
    var output = Output(value: .text("", state: state))
    if message.nodes.count == 1, case .choice(let choice) = message.nodes[0],
      choice.kind == .plural
    {
      var forms: [String: AppleValue] = [:]
      for (category, body) in branches(choice, problems: &output.problems) {
        forms[category] = .text(
          write(body, pound: specifier(for: choice.name, body: "lld"), output: &output),
          state: state)
      }
      output.value = .plural(forms)
      return output
    }
    output.value = .text(write(message.nodes, pound: nil, output: &output), state: state)
    return output
  }

  private var positional: Bool { positions.count > 1 }

  private func specifier(for name: String, body: String) -> String {
    guard positional, let position = positions[name] else { return "%" + body }
    return "%\(position)$" + body
  }

  /// The branches of a plural as Apple categories (`=0` becomes `zero`).
  private func branches(_ choice: ICUChoiceNode, problems: inout [String]) -> [(
    String, [ICUNode]
  )] {
    if choice.offset != 0 { problems.append("plural offset of {\(choice.name)}") }
    var result: [(String, [ICUNode])] = []
    for branch in choice.branches {
      if let exact = branch.exactValue {
        guard exact == 0, !choice.branches.contains(where: { $0.selector == "zero" }) else {
          problems.append("exact plural case \(branch.selector) of {\(choice.name)}")
          continue
        }
        result.append(("zero", branch.body))
      } else {
        result.append((branch.selector, branch.body))
      }
    }
    return result
  }

  private func write(_ nodes: [ICUNode], pound: String?, output: inout Output) -> String {
    var result = ""
    for node in nodes {
      switch node {
      case .text(let text):
        result += text.value.replacingOccurrences(of: "%", with: "%%")
      case .pound:
        result += pound ?? "#"
      case .argument(let argument):
        result += convert(argument, output: &output)
      case .choice(let choice):
        guard choice.kind == .plural, pound == nil else {
          output.problems.append("\(choice.kind.rawValue) on {\(choice.name)}")
          result += "%@"
          continue
        }
        var forms: [String: String] = [:]
        for (category, body) in branches(choice, problems: &output.problems) {
          forms[category] = write(body, pound: "%arg", output: &output)
        }
        output.substitutions[choice.name] = AppleSubstitution(
          argNum: positions[choice.name], formatSpecifier: "lld", forms: forms)
        result += (positional ? "%\(positions[choice.name] ?? 1)$" : "%") + "#@\(choice.name)@"
      }
    }
    return result
  }

  private func convert(_ argument: ICUArgumentNode, output: inout Output) -> String {
    switch (argument.kind, argument.style) {
    case (.simple, _):
      return specifier(for: argument.name, body: "@")
    case (.number, .named("integer")):
      return specifier(for: argument.name, body: "lld")
    case (.number, .skeleton(let skeleton)):
      if skeleton == "precision-integer" { return specifier(for: argument.name, body: ".0f") }
      if skeleton.hasPrefix("."), skeleton.dropFirst().allSatisfy({ $0 == "0" }) {
        return specifier(for: argument.name, body: ".\(skeleton.count - 1)f")
      }
      fallthrough
    default:
      output.problems.append("argument {\(argument.name)} with a type or style")
      return specifier(for: argument.name, body: "@")
    }
  }
}
