import Foundation
import Messagevisor
import Testing

@testable import MessagevisorICU

/// One valid message, its values, and the rendering with the test backend.
struct ICURenderCase: Sendable, CustomTestStringConvertible {
  var message: String
  var values: MessagevisorValues = [:]
  var expected: String
  var locale = "en-US"

  var testDescription: String { message.debugDescription }

  /// Renders with the test backend and compares.
  func check() throws {
    let output = try ICUTestEnvironment.render(message, values, locale: locale)
    #expect(output == expected)
  }
}
