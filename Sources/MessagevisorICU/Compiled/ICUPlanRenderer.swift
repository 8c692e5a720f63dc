import Messagevisor

/// Prints a compiled message with one call's values: the compiled counterpart of
/// `ICURenderer`, which it falls back to for nodes resolved only at call time.
///
/// The call's view is passed down as a (borrowed) parameter rather than stored; its payload
/// and module API are only needed by the fallback.
struct ICUPlanRenderer {
  let message: ICUCompiledMessage
  let values: MessagevisorValues

  /// Writes the rendering of `nodes`; `plural` is the number `#` prints (value − offset).
  func render(
    _ nodes: [ICUPlanNode],
    plural: Double?,
    call: borrowing MessagevisorCompiledCall,
    into output: inout ICUOutputWriter
  ) throws {
    // Indexing (rather than a for-in iterator) lets each node be read in place, uncopied.
    for index in nodes.indices {
      switch nodes[index] {
      case .text(let text):
        try output.write(text)
      case .pound:
        if let plural { try writePluralNumber(plural, into: &output) }
      case .simple(let name):
        try output.write(try value(named: name).displayValue)
      case .number(let number):
        try writeNumber(number, call: call, into: &output)
      case .plural(let choice):
        try render(choice, call: call, into: &output)
      case .select(let choice):
        try render(choice, plural: plural, call: call, into: &output)
      case .node(let box):
        var text = ""
        try fallback(call).render([box.node], plural: plural, into: &text)
        try output.write(text)
      }
    }
  }

  /// The value of argument `name`. A call passes few values, and a stored argument name is
  /// a small string, so comparing it with each key costs less than hashing it.
  private func value(named name: String) throws -> MessagevisorValue {
    if values.count <= Self.scannedValueCount {
      for (key, value) in values where key == name {
        return value
      }
    } else if let value = values[name] {
      return value
    }
    throw MessagevisorError("Missing ICU value: \(name)")
  }

  /// Up to this many values, `value(named:)` compares keys instead of hashing.
  private static let scannedValueCount = 4

  private func writePluralNumber(_ value: Double, into output: inout ICUOutputWriter) throws {
    var text = ""
    message.pluralNumber?.append(value, to: &text)
    try output.write(text)
  }

  private func writeNumber(
    _ number: ICUPlanNumber,
    call: borrowing MessagevisorCompiledCall,
    into output: inout ICUOutputWriter
  ) throws {
    guard let value = try value(named: number.name).numberValue else {
      throw MessagevisorError("ICU number value is not numeric")
    }
    let written = try number.format.withText(of: value) { units in
      try output.write(utf16: units)
    }
    if !written {
      try output.write(try fallback(call).format(number.node))
    }
  }

  private func render(
    _ choice: ICUPlanPlural,
    call: borrowing MessagevisorCompiledCall,
    into output: inout ICUOutputWriter
  ) throws {
    guard let number = try value(named: choice.name).numberValue else {
      throw MessagevisorError("ICU plural value \(choice.name) is not numeric")
    }
    let adjusted = number - choice.offset
    let body = choice.exact.first { $0.value == number }?.body ?? categoryBody(choice, adjusted)
    try render(choice.bodies[body], plural: adjusted, call: call, into: &output)
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
    call: borrowing MessagevisorCompiledCall,
    into output: inout ICUOutputWriter
  ) throws {
    let value = try value(named: choice.name)
    let key = value.stringValue ?? value.displayValue
    let body = choice.selectors.firstIndex(of: key) ?? choice.otherIndex
    try render(choice.bodies[body], plural: plural, call: call, into: &output)
  }

  /// The ordinary renderer with this call's presets, currency, zone and reporting.
  private func fallback(_ call: borrowing MessagevisorCompiledCall) -> ICURenderer {
    ICURenderer(values: values, environment: message.module.environment(call.payload(), call.api))
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
