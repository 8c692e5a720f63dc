import Foundation

/// An error found while parsing a project source file, located at a `SourcePosition`.
///
/// `YAMLError` and `JSONSourceError` conform, so a loader can report either the same way. The
/// `description` is `file:line:col: message`.
package protocol SourceParsingError: LocalizedError, CustomStringConvertible, Sendable {
  /// Where the problem is.
  var position: SourcePosition { get }
  /// What is wrong, without the position.
  var message: String { get }
}

extension SourceParsingError {
  /// `file:line:col: message`.
  package var description: String { "\(position): \(message)" }

  /// Same as `description`, so `localizedDescription` shows the position and message.
  package var errorDescription: String? { description }
}
