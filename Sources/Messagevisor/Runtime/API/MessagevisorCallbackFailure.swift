/// An error thrown by a callback the SDK calls, handed to the instance's diagnostic sink.
///
/// The SDK isolates the failure: other handlers and listeners still run and state is not
/// affected.
public struct MessagevisorCallbackFailure: Sendable {
  /// The kind of callback that threw.
  public enum Callback: String, Sendable, CaseIterable {
    /// The instance's `onDiagnostic` handler.
    case diagnosticHandler = "diagnostic handler"
    /// A module's diagnostic subscription (`MessagevisorModuleApi.onDiagnostic`).
    case diagnosticSubscription = "diagnostic subscription"
    /// An event listener registered with `on(_:_:)` or `subscribe(_:)`.
    case eventListener = "event listener"
  }

  /// Which callback threw.
  public var callback: Callback
  /// What it threw.
  public var error: any Error

  /// Creates a failure record.
  public init(callback: Callback, error: any Error) {
    self.callback = callback
    self.error = error
  }

  /// The line the default sink writes: `[Messagevisor] <callback> failed: <error>`.
  public var line: String {
    "[Messagevisor] \(callback.rawValue) failed: \(error)"
  }
}
