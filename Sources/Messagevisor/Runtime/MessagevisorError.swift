import Foundation

/// An error thrown by the SDK; its description is exactly its message.
public struct MessagevisorError: Error, LocalizedError, CustomStringConvertible, Sendable, Equatable
{
  /// The message.
  public let message: String

  /// Creates an error with a message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
  /// The message.
  public var errorDescription: String? { message }

  /// The stable datafile parse failure.
  public static let unparsableDatafile = MessagevisorError("could not parse datafile")
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
