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
      case .number(let number):
        try writeNumber(number, payload: payload, into: &output)
      case .plural(let choice):
        try render(choice, payload: payload, into: &output)
      case .select(let choice):
        try render(choice, plural: plural, payload: payload, into: &output)
      case .node(let box):
        var text = ""
        try fallback(payload).render([box.node], plural: plural, into: &text)
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
    let written = try number.format.withText(of: value) { units in
      try output.write(utf16: units)
    }
    if !written {
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

/// A number argument whose skeleton formatter was resolved at compile time (a class, so a
/// plan node copies one reference).
final class ICUPlanNumber: Sendable {
  let name: String
  let format: PreparedNumberFormat
  /// The parsed argument, formatted the ordinary way if ICU fails at call time.
  let node: ICUArgumentNode

  init(name: String, format: PreparedNumberFormat, node: ICUArgumentNode) {
    self.name = name
    self.format = format
    self.node = node
  }
}

/// A parsed node rendered at call time, held by reference.
final class ICUPlanFallback: Sendable {
  let node: ICUNode

  init(_ node: ICUNode) {
    self.node = node
  }
}
