/// Declares that a command takes arguments that are not options (e.g. `project list`).
///
/// A command whose options have no `@Arguments` property rejects them (exit 64).
@propertyWrapper
struct Arguments: Sendable {
  var wrappedValue: [String]

  /// The arguments of the command line being decoded, in order.
  init() {
    wrappedValue = OptionDecoding.positional
  }
}
