import Foundation

/// The outcome of one example.
struct ExampleResult: Sendable {
  enum Status: String, Sendable, Encodable {
    case passed
    case failed
    case previewed
  }

  let id: String
  let example: ExampleInput
  let rendered: String?
  let expected: String?
  let status: Status
  let note: String?
  /// The example's set in a run of every set of a sets project (D23); nil otherwise.
  var set: String?
}
