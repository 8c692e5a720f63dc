import Messagevisor

/// Access to the ICU module for vectors that format ICU messages.
///
/// The `MessagevisorICU` module is not in this build yet: `makeModule()` fails the calling
/// vector with "ICU module not available" instead of letting it pass.
enum ConformanceICU {
  /// True when `makeModule()` returns the real module.
  static let isAvailable = false

  /// The ICU module with default options.
  static func makeModule() throws -> MessagevisorModule {
    throw ConformanceFailure("ICU module not available")
  }
}
