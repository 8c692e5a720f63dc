/// Why a set of format options cannot be used.
///
/// The engine turns it into an `invalid_format` issue whose `reason` is this text, then throws
/// `MessagevisorError(reason)`.
struct FormatOptionProblem: Error, Equatable, Sendable {
  /// The reason text, e.g. "Currency must be a three-letter code".
  let reason: String

  init(_ reason: String) {
    self.reason = reason
  }
}
