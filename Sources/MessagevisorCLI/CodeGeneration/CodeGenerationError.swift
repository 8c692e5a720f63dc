import MessagevisorProject

/// Why typed accessors could not be generated.
enum CodeGenerationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Loading or building the project failed.
  case project(ProjectError)
  /// A translation is not valid ICU MessageFormat; `offset` is the UTF-8 offset of the problem
  /// in `text.text`, so a caller with the project can name its YAML position.
  case invalidMessage(key: String, text: MessageText, reason: String, offset: Int)
  /// Two keys (or key prefixes) map to the same Swift name in one namespace.
  case nameCollision(swiftName: String, first: String, second: String)
  /// A key segment or argument name has no ASCII letter or digit to build a name from.
  case noIdentifier(text: String, origin: String)
  /// Two arguments of a message map to the same parameter name.
  case parameterCollision(key: String, parameter: String, first: String, second: String)
  /// An argument is used as two incompatible kinds (e.g. `plural` in one locale, `date` in
  /// another).
  case conflictingArgument(key: String, argument: String, first: String, second: String)

  var description: String {
    switch self {
    case .project(let error):
      return error.description
    case .invalidMessage(let key, let text, let reason, _):
      return "message \"\(key)\" (\(text.origin)) is not valid ICU MessageFormat: \(reason)"
    case .nameCollision(let swiftName, let first, let second):
      return "\(first) and \(second) both map to the Swift name \(swiftName); rename one of them"
    case .noIdentifier(let text, let origin):
      return "\(origin) \"\(text)\" has no ASCII letter or digit to build a Swift name from"
    case .parameterCollision(let key, let parameter, let first, let second):
      return "message \"\(key)\": arguments \"\(first)\" and \"\(second)\" both map to the "
        + "parameter name \(parameter); rename one of them"
    case .conflictingArgument(let key, let argument, let first, let second):
      return "message \"\(key)\": argument \"\(argument)\" is \(first) but \(second); "
        + "use the same kind of argument in every translation"
    }
  }
}
