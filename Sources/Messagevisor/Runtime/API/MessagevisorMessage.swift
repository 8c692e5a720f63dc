/// A message key together with its values: what generated accessors return.
///
/// `messagevisor-swift generate-code` writes one accessor per message of a target, so app code
/// passes `L10n.Dashboard.welcome(name: "Ada")` to `translate(_:options:)` instead of a string
/// key and a values dictionary. Plain messages are static constants; messages with arguments
/// are functions whose parameters carry the argument types.
public struct MessagevisorMessage: Sendable, Hashable {
  /// The message key, e.g. `dashboard.welcome`.
  public let key: String
  /// The values of the message's arguments.
  public let values: MessagevisorValues

  /// Creates a message reference; `values` defaults to none.
  public init(key: String, values: MessagevisorValues = [:]) {
    self.key = key
    self.values = values
  }
}

extension MessagevisorMessage: CustomStringConvertible {
  /// The key, for logs and test failure messages.
  public var description: String { key }
}
