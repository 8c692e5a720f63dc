/// A command's options as one typed struct, decoded once from the command line.
///
/// Its `@Option`, `@Flag` and `@Arguments` properties, and those of nested option groups (any
/// stored property that is itself `ParsableOptions`), are the declarations: the parser accepts
/// exactly them, help lists them in declaration order, and decoding fills them in. Rules that
/// involve several options (conflicts, required options) go in `validate(command:)`, which
/// runs after decoding, groups first.
protocol ParsableOptions: Sendable {
  /// The defaults; during a decode, the values of the command line.
  init()

  /// Checks rules between options; a broken rule is a usage error (exit 64).
  func validate(command: String) throws(CLIError)
}

extension ParsableOptions {
  func validate(command: String) throws(CLIError) {}

  /// Every option declared, in declaration order (nested groups in place).
  static var declarations: [OptionSpec] {
    OptionTree.specs(in: Self())
  }

  /// Whether the struct has an `@Arguments` property.
  static var acceptsArguments: Bool {
    OptionTree.hasArguments(in: Self())
  }

  /// Parses `arguments` (after the command name), decodes and validates them.
  static func parse(_ arguments: [String], command: String) throws(CLIError) -> Self {
    let parser = ArgumentParser(
      command: command, options: declarations, allowsPositional: acceptsArguments)
    let parsed = try parser.parse(arguments)
    let options = OptionDecoding.withValue(parsed) { Self() }
    try OptionTree.validate(options, command: command)
    return options
  }
}

/// Walks an options struct and its nested groups.
private enum OptionTree {
  static func specs(in options: any ParsableOptions) -> [OptionSpec] {
    Mirror(reflecting: options).children.flatMap { child -> [OptionSpec] in
      if let declaration = child.value as? any OptionDeclaration { return [declaration.spec] }
      if let group = child.value as? any ParsableOptions { return specs(in: group) }
      return []
    }
  }

  static func hasArguments(in options: any ParsableOptions) -> Bool {
    Mirror(reflecting: options).children.contains { $0.value is Arguments }
  }

  static func validate(_ options: any ParsableOptions, command: String) throws(CLIError) {
    for child in Mirror(reflecting: options).children {
      if let group = child.value as? any ParsableOptions {
        try validate(group, command: command)
      }
    }
    try options.validate(command: command)
  }
}
