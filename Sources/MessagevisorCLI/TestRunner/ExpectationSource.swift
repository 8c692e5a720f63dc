import Foundation
import Messagevisor
import MessagevisorProject

/// Where an assertion's expected text came from (docs/decisions.md D13b), in precedence order.
enum ExpectationSource: String, Sendable, CaseIterable, Codable {
  /// An entry of `expectedByRuntime/<project>.yml` for one of the run's runtime ids.
  case overlay
  /// The fixture's `expectedByRuntime.swift-linux` / `swift-apple`.
  case runtimeSpecific
  /// The fixture's `expectedByRuntime.swift` (an Apple host, or `--runtime=swift`).
  case swift
  /// The fixture's `expectedTranslation`.
  case `default`
}

/// An expected translation and its source.
struct Expectation: Sendable {
  let text: String
  let source: ExpectationSource
  /// The overlay entry used, to report stale ones.
  let overlayID: Int?
}

/// Picks the expected text of an assertion (docs/decisions.md D13b): an overlay entry for one of
/// the run's runtime ids, then the fixture's value for the first runtime id it has, then
/// `expectedTranslation`.
struct ExpectationResolver: Sendable {
  let overlays: OverlaySet
  let runtimeIDs: RuntimeIDs

  func expectation(
    testKey: String,
    description: String,
    index: Int,
    assertion: ProjectAssertion
  ) -> Expectation? {
    if let entry = overlays.entry(testKey: testKey, description: description, index: index) {
      return Expectation(text: entry.expected, source: .overlay, overlayID: entry.id)
    }
    if let recorded = runtimeIDs.value(in: assertion.expectedByRuntime ?? [:]) {
      let source: ExpectationSource = recorded.id == .swift ? .swift : .runtimeSpecific
      return Expectation(text: recorded.text, source: source, overlayID: nil)
    }
    if let text = assertion.expectedTranslation {
      return Expectation(text: text, source: .default, overlayID: nil)
    }
    return nil
  }

  /// Notes for a failing assertion: values recorded for Swift runtimes this run does not use
  /// (on Linux, upstream's Apple-recorded `swift` value).
  func notes(for assertion: ProjectAssertion) -> [String] {
    runtimeIDs.otherValues(in: assertion.expectedByRuntime ?? [:]).map { other in
      "note: expectedByRuntime.\(other.id) (not used for \(runtimeIDs.list)) is \"\(other.text)\""
    }
  }
}
