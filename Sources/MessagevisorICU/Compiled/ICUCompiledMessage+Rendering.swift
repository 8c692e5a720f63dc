import Messagevisor

/// Printing a compiled plan with one call's values: the compiled counterpart of
/// `ICURenderer`, which it falls back to for nodes resolved only at call time.
///
/// Methods of the message, so the message is the (borrowed) `self` rather than a stored
/// reference: a renderer value holding it retained and released it on every call. The call's
/// view is passed down borrowed; its payload and module API are only needed by the fallback.
extension ICUCompiledMessage {
  /// Writes the rendering of `body`; `plural` is the number `#` prints (value − offset).
  func render(
    _ body: ICUPlanBody,
    _ view: ICUPlanView,
    plural: Double?,
    call: borrowing MessagevisorCompiledCall,
    into output: inout ICUOutputWriter
  ) throws {
    for index in body.start..<body.end {
      switch view.nodes[index] {
      case .text(let start, let count):
        try output.write(UnsafeBufferPointer(rebasing: view.literals[start..<start + count]))
      case .pound:
        if let plural { try writePluralNumber(plural, into: &output) }
      case .simple(let argument):
        try argument._withUnsafeGuaranteedRef { argument in
          try writeValue(named: argument.name, call: call, into: &output)
        }
      case .number(let number):
        try number._withUnsafeGuaranteedRef { number in
          try writeNumber(number, call: call, into: &output)
        }
      case .styledNumber(let number):
        try number._withUnsafeGuaranteedRef { number in
          try writeStyledNumber(number, call: call, into: &output)
        }
      case .presetNumber(let number):
        try number._withUnsafeGuaranteedRef { number in
          try writePresetNumber(number, call: call, into: &output)
        }
      case .presetDate(let date):
        try date._withUnsafeGuaranteedRef { date in
          try writePresetDate(date, call: call, into: &output)
        }
      case .plural(let choice):
        try choice._withUnsafeGuaranteedRef { choice in
          let chosen = try self.body(of: choice, call: call)
          try render(chosen.body, view, plural: chosen.plural, call: call, into: &output)
        }
      case .select(let choice):
        try choice._withUnsafeGuaranteedRef { choice in
          let chosen = try self.body(of: choice, call: call)
          try render(chosen, view, plural: plural, call: call, into: &output)
        }
      case .node(let fallback):
        var text = ""
        try fallback._withUnsafeGuaranteedRef { fallback in
          try self.fallback(call).render([fallback.node], plural: plural, into: &text)
        }
        try output.write(text)
      }
    }
  }

  /// The value of argument `name`, which the call must pass.
  private func value(named name: String, call: borrowing MessagevisorCompiledCall) throws
    -> MessagevisorValue
  {
    guard let value = call.value(named: name) else {
      throw MessagevisorError("Missing ICU value: \(name)")
    }
    return value
  }

  /// The number value of argument `name`, which the call must pass.
  private func numberValue(named name: String, call: borrowing MessagevisorCompiledCall) throws
    -> Double
  {
    guard let value = try value(named: name, call: call).numberValue else {
      throw MessagevisorError("ICU number value is not numeric")
    }
    return value
  }

  /// Writes the display text of argument `name`'s value; a string value is written as it is,
  /// without the copy `displayValue` would return.
  private func writeValue(
    named name: String,
    call: borrowing MessagevisorCompiledCall,
    into output: inout ICUOutputWriter
  ) throws {
    let value = try value(named: name, call: call)
    if case .string(let text) = value {
      try output.write(text)
    } else {
      try output.write(value.displayValue)
    }
  }

  private func writePluralNumber(_ value: Double, into output: inout ICUOutputWriter) throws {
    var text = ""
    pluralNumber?.append(value, to: &text)
    try output.write(text)
  }

  private func writeNumber(
    _ number: ICUPlanNumber,
    call: borrowing MessagevisorCompiledCall,
    into output: inout ICUOutputWriter
  ) throws {
    let value = try numberValue(named: number.name, call: call)
    let written = try number.format.withText(of: value) { units in
      try output.write(utf16: units)
    }
    if !written {
      try output.write(try fallback(call).format(number.node))
    }
  }

  /// Writes a number with the Foundation engine's prepared styles (which cannot fail: only
  /// options that format every value without a word are prepared).
  private func writeStyledNumber(
    _ number: ICUPlanStyledNumber,
    call: borrowing MessagevisorCompiledCall,
    into output: inout ICUOutputWriter
  ) throws {
    let value = try numberValue(named: number.name, call: call)
    try output.write(number.format.format(value))
  }

  /// Writes a number with the call snapshot's prepared preset, else the ordinary way.
  private func writePresetNumber(
    _ number: ICUPlanPresetNumber,
    call: borrowing MessagevisorCompiledCall,
    into output: inout ICUOutputWriter
  ) throws {
    let value = try numberValue(named: number.name, call: call)
    guard let preset = call.numberPreset(named: number.style, builtin: { number.builtin() }) else {
      try output.write(try fallback(call).format(number.node))
      return
    }
    let written = try preset.withText(of: value) { units in
      try output.write(utf16: units)
    }
    if written {
      return
    }
    if let text = preset.string(of: value) {
      try output.write(text)
    } else {
      try output.write(try fallback(call).format(number.node))
    }
  }

  /// Writes a date or time with the call snapshot's prepared format, else the ordinary way.
  private func writePresetDate(
    _ date: ICUPlanPresetDate,
    call: borrowing MessagevisorCompiledCall,
    into output: inout ICUOutputWriter
  ) throws {
    guard let value = try value(named: date.name, call: call).dateValue else {
      throw MessagevisorError("ICU date value is invalid")
    }
    let preset: PreparedDatePreset?
    if let skeleton = date.skeleton {
      preset = call.dateSkeleton(skeleton)
    } else {
      preset = call.datePreset(named: date.style, kind: date.kind) { date.builtin() }
    }
    if let text = preset?.string(of: value) {
      try output.write(text)
    } else {
      try output.write(try fallback(call).format(date.node))
    }
  }

  /// The branch a plural selects for the call's value, and the number its `#` prints.
  private func body(of choice: ICUPlanPlural, call: borrowing MessagevisorCompiledCall) throws
    -> (body: ICUPlanBody, plural: Double)
  {
    guard let number = try value(named: choice.name, call: call).numberValue else {
      throw MessagevisorError("ICU plural value \(choice.name) is not numeric")
    }
    let adjusted = number - choice.offset
    let body = choice.exact.first { $0.value == number }?.body ?? categoryBody(choice, adjusted)
    return (choice.bodies[body], adjusted)
  }

  private func categoryBody(_ choice: ICUPlanPlural, _ value: Double) -> Int {
    guard value.isFinite, value.magnitude <= ICURenderer.pluralMagnitudeLimit else {
      return choice.byCategory[PreparedPluralCategory.other.rawValue]
    }
    return choice.byCategory[choice.rules.category(of: value).rawValue]
  }

  /// The branch a select picks for the call's value.
  private func body(of choice: ICUPlanSelect, call: borrowing MessagevisorCompiledCall) throws
    -> ICUPlanBody
  {
    let value = try value(named: choice.name, call: call)
    let key = value.stringValue ?? value.displayValue
    let body = choice.selectors.firstIndex(of: key) ?? choice.otherIndex
    return choice.bodies[body]
  }

  /// The ordinary renderer with this call's presets, currency, zone and reporting.
  private func fallback(_ call: borrowing MessagevisorCompiledCall) -> ICURenderer {
    ICURenderer(values: call.values, environment: module.environment(call.payload(), call.api))
  }
}
