/// Declares a flag: `--name` (or `--name=true|false`); false when absent.
@propertyWrapper
struct Flag: OptionDeclaration, Sendable {
  let spec: OptionSpec
  var wrappedValue: Bool

  /// The declaration, e.g. for `$bail.dashedName` in an error message.
  var projectedValue: OptionSpec { spec }

  /// Declares the flag `name`.
  init(_ name: String, help: String) {
    spec = OptionSpec(name, .flag, help)
    wrappedValue = OptionDecoding.text(for: spec) == "true"
  }
}
