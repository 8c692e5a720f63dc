/// A property of a `ParsableOptions` struct that declares one command-line option.
protocol OptionDeclaration {
  /// The declared option.
  var spec: OptionSpec { get }
}
