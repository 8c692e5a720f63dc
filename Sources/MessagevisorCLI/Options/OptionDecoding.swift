/// The command line a `ParsableOptions` value is being decoded from.
///
/// `ParsableOptions.parse(_:command:)` builds the options struct inside `withValue`, and each
/// `@Option`, `@Flag` and `@Arguments` property reads its own value here as it is initialised;
/// outside a decode they keep their defaults, which is how `declarations` lists the options.
enum OptionDecoding {
  /// The parsed command line during a decode; nil otherwise.
  static let current = TaskLocal<ParsedOptions?>(wrappedValue: nil)

  /// Runs `body` (which builds the options struct) with `parsed` as the current command line.
  static func withValue<T>(_ parsed: ParsedOptions, _ body: () -> T) -> T {
    current.withValue(parsed) { body() }
  }

  /// The raw text given for `spec`, when there is a decode in progress and the option was given.
  static func text(for spec: OptionSpec) -> String? {
    current.get()?.values[spec.name]
  }

  /// The arguments that are not options, during a decode.
  static var positional: [String] {
    current.get()?.positional ?? []
  }
}
