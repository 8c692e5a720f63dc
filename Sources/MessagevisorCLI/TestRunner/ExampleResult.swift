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
}
