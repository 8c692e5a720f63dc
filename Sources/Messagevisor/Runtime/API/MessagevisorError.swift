import Foundation

/// An error thrown by the SDK: a stable message and, for some errors, a reason.
///
/// Equality compares the stable message only; the description adds the reason when there is
/// one (`could not parse datafile: missing field 'locale'`).
public struct MessagevisorError: Error, LocalizedError, CustomStringConvertible, Sendable, Equatable
{
  /// The stable message.
  public let message: String
  /// What exactly went wrong, when known.
  public let reason: String?

  /// Creates an error with a message.
  public init(_ message: String) {
    self.message = message
    self.reason = nil
  }

  /// Creates an error with a stable message and what exactly went wrong.
  public init(_ message: String, reason: String?) {
    self.message = message
    self.reason = reason
  }

  /// The message, then the reason.
  public var description: String { reason.map { "\(message): \($0)" } ?? message }
  /// The stable message.
  public var errorDescription: String? { message }

  /// The stable datafile parse failure.
  public static let unparsableDatafile = MessagevisorError("could not parse datafile")

  /// The stable datafile parse failure with what is wrong.
  public static func unparsableDatafile(_ reason: String) -> MessagevisorError {
    MessagevisorError(unparsableDatafile.message, reason: reason)
  }

  /// Errors with the same stable message are equal.
  public static func == (left: MessagevisorError, right: MessagevisorError) -> Bool {
    left.message == right.message
  }
}

/// The aggregate of module close failures returned by `close()` and `removeModule(_:)`.
public struct MessagevisorCloseError: Error, LocalizedError, CustomStringConvertible, Sendable {
  /// The underlying errors, in close order.
  public let errors: [any Error]

  /// Creates the aggregate.
  public init(errors: [any Error]) {
    self.errors = errors
  }

  /// "One or more Messagevisor modules failed to close."
  public var description: String { "One or more Messagevisor modules failed to close." }
  /// Same as `description`.
  public var errorDescription: String? { description }
}
