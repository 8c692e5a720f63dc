/// Declares an option that takes a value, decoded into the property's type.
///
/// `@Option("target", help: "Target key", valueName: "TARGET") var target: String?` declares
/// `--target=TARGET`; an optional property is nil when the option is absent, any other keeps
/// its initial value (`@Option("jobs", help: …) var jobs = 1`). The property's type names the
/// value kind the parser checks (`OptionValue`). `$target` is the declaration, for messages
/// that name the option.
@propertyWrapper
struct Option<Value: OptionValue>: OptionDeclaration, Sendable {
  let spec: OptionSpec
  var wrappedValue: Value

  /// The declaration, e.g. for `$jobs.dashedName` in an error message.
  var projectedValue: OptionSpec { spec }

  /// Declares an option whose value is `wrappedValue` when it is not given.
  init(wrappedValue: Value, _ name: String, help: String, valueName: String = "VALUE") {
    spec = OptionSpec(
      name, Value.optionKind, help, valueName: valueName,
      check: { text, option in Self.problem(with: text, option: option) })
    self.wrappedValue = wrappedValue
    if let text = OptionDecoding.text(for: spec) {
      // The parser ran `problem(with:option:)` on this text already, so it decodes.
      self.wrappedValue = (try? Value(optionText: text, option: spec.dashedName)) ?? wrappedValue
    }
  }

  /// The usage message for text the value type rejects, nil for text it accepts.
  static func problem(with text: String, option: String) -> String? {
    do {
      _ = try Value(optionText: text, option: option)
      return nil
    } catch {
      return error.message
    }
  }
}

extension Option {
  /// Declares an option that is nil when not given.
  init<Wrapped>(_ name: String, help: String, valueName: String = "VALUE")
  where Value == Wrapped? {
    self.init(wrappedValue: nil, name, help: help, valueName: valueName)
  }
}
