/// The documented exit codes of `messagevisor-swift`.
enum ExitCode: Int32, Sendable, CaseIterable {
  /// Everything passed.
  case success = 0
  /// At least one assertion, example or vector failed.
  case failures = 1
  /// The command line is wrong: unknown command or option, missing or invalid value.
  case usage = 64
  /// The input data is wrong: project, datafile, fixture or message syntax.
  case badData = 65
  /// A bug in messagevisor-swift.
  case internalError = 70
  /// An output file the user named (report, snapshot, generated code) cannot be written
  /// (sysexits' `EX_CANTCREAT`).
  case cannotWrite = 73

  /// The line printed in `--help`.
  var summary: String {
    switch self {
    case .success: return "0   success"
    case .failures: return "1   assertion, example or vector failures"
    case .usage: return "64  usage error (unknown command or option, bad value)"
    case .badData: return "65  bad data (project, datafile, fixture, message syntax)"
    case .internalError: return "70  internal error"
    case .cannotWrite: return "73  cannot write an output file (report, snapshot, generated code)"
    }
  }
}
