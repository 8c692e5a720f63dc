import Messagevisor

/// Prints a compiled message with one call's values: the compiled counterpart of
/// `ICURenderer`, which it falls back to for nodes resolved only at call time.
///
/// The call's payload is passed down as a (borrowed) parameter rather than stored, so
/// rendering never copies it; the module API is only needed by the fallback.
struct ICUPlanRenderer {
  let message: ICUCompiledMessage
  let api: MessagevisorModuleApi

  /// Writes the rendering of `nodes`; `plural` is the number `#` prints (value − offset).
  func render(
    _ nodes: [ICUPlanNode],
    plural: Double?,
    payload: MessagevisorFormatPayload,
    into output: inout ICUOutputWriter
  ) throws {
    for node in nodes {
      switch node {
      case .text(let text):
        try output.write(text)
      case .pound:
        if let plural { try writePluralNumber(plural, into: &output) }
      case .simple(let name):
        try output.write(try Self.value(named: name, payload).displayValue)
      case .number(let name, let format, let node):
        try writeNumber(
          ICUPlanNumber(name: name, format: format, node: node), payload: payload, into: &output)
      case .plural(let choice):
        try render(choice, payload: payload, into: &output)
      case .select(let choice):
        try render(choice, plural: plural, payload: payload, into: &output)
      case .node(let node):
        var text = ""
        try fallback(payload).render([node], plural: plural, into: &text)
        try output.write(text)
      }
    }
  }

  private static func value(named name: String, _ payload: MessagevisorFormatPayload) throws
    -> MessagevisorValue
  {
    guard let value = payload.values[name] else {
      throw MessagevisorError("Missing ICU value: \(name)")
    }
    return value
  }

  private func writePluralNumber(_ value: Double, into output: inout ICUOutputWriter) throws {
    var text = ""
    message.pluralNumber.append(value, to: &text)
    try output.write(text)
  }

  private func writeNumber(
    _ number: ICUPlanNumber,
    payload: MessagevisorFormatPayload,
    into output: inout ICUOutputWriter
  ) throws {
    guard let value = try Self.value(named: number.name, payload).numberValue else {
      throw MessagevisorError("ICU number value is not numeric")
    }
    let written: Void? = try number.format.withText(of: value) { units in
      try output.write(utf16: units)
    }
    if written == nil {
      try output.write(try fallback(payload).format(number.node))
    }
  }

  private func render(
    _ choice: ICUPlanPlural,
    payload: MessagevisorFormatPayload,
    into output: inout ICUOutputWriter
  ) throws {
    guard let number = try Self.value(named: choice.name, payload).numberValue else {
      throw MessagevisorError("ICU plural value \(choice.name) is not numeric")
    }
    let adjusted = number - choice.offset
    let body = choice.exact.first { $0.value == number }?.body ?? categoryBody(choice, adjusted)
    try render(choice.bodies[body], plural: adjusted, payload: payload, into: &output)
  }

  private func categoryBody(_ choice: ICUPlanPlural, _ value: Double) -> Int {
    guard value.isFinite, value.magnitude <= ICURenderer.pluralMagnitudeLimit else {
      return choice.byCategory[PreparedPluralCategory.other.rawValue]
    }
    return choice.byCategory[choice.rules.category(of: value).rawValue]
  }

  private func render(
    _ choice: ICUPlanSelect,
    plural: Double?,
    payload: MessagevisorFormatPayload,
    into output: inout ICUOutputWriter
  ) throws {
    let value = try Self.value(named: choice.name, payload)
    let key = value.stringValue ?? value.displayValue
    let body = choice.selectors.firstIndex(of: key) ?? choice.otherIndex
    try render(choice.bodies[body], plural: plural, payload: payload, into: &output)
  }

  /// The ordinary renderer with this call's presets, currency, zone and reporting.
  private func fallback(_ payload: MessagevisorFormatPayload) -> ICURenderer {
    ICURenderer(values: payload.values, environment: message.module.environment(payload, api))
  }
}

/// A number argument whose skeleton formatter was resolved at compile time.
struct ICUPlanNumber {
  let name: String
  let format: PreparedNumberFormat
  let node: ICUArgumentNode
}
