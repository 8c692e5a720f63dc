/// The module hook a pipeline step runs, as named in `invalid_message` details.
enum ModuleHook: String, Sendable {
  /// `MessagevisorModule.format`.
  case format
  /// `MessagevisorModule.transform`.
  case transform

  /// The diagnostic message when the hook throws.
  var failureMessage: String {
    switch self {
    case .format: return "Unable to format message"
    case .transform: return "Unable to transform message"
    }
  }
}
