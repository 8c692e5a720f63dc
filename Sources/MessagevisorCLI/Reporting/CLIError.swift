/// A failure that ends a command with a documented exit code.
enum CLIError: Error, Sendable, Equatable {
  /// The command line is wrong; `hint` names the help to read.
  case usage(String, hint: String)
  /// The input data is wrong.
  case badData(String)
  /// An output file the user named cannot be written.
  case cannotWrite(String)
  /// A bug.
  case internalError(String)

  /// The exit code of this failure.
  var exitCode: ExitCode {
    switch self {
    case .usage: return .usage
    case .badData: return .badData
    case .cannotWrite: return .cannotWrite
    case .internalError: return .internalError
    }
  }

  /// The lines written to standard error.
  var message: String {
    switch self {
    case .usage(let text, let hint): return "error: \(text)\n\(hint)"
    case .badData(let text), .cannotWrite(let text): return "error: \(text)"
    case .internalError(let text): return "error: internal error: \(text)"
    }
  }
}
