import Messagevisor
import MessagevisorICU

/// Access to the ICU module for vectors that format ICU messages.
enum ConformanceICU {
  /// True when `makeModule()` returns the real module.
  static let isAvailable = true

  /// The ICU module with default options.
  static func makeModule() throws -> MessagevisorModule {
    createICUModule()
  }
}
