import Messagevisor
import MessagevisorProject

/// Where an assertion's expected text came from (decision D13), in precedence order.
public enum ExpectationSource: String, Sendable, CaseIterable, Codable {
  /// An entry of `expectedByRuntime/<project>.yml`.
  case overlay
  /// The fixture's `expectedByRuntime.swift-linux` / `swift-apple`.
  case runtimeSpecific
  /// The fixture's `expectedByRuntime.swift`.
  case swift
  /// The fixture's `expectedTranslation`.
  case `default`

  /// The runtime id of this host.
  public static var hostRuntime: String {
    #if os(Linux)
      return "swift-linux"
    #else
      return "swift-apple"
    #endif
  }
}

/// An expected translation and its source.
struct Expectation: Sendable {
  let text: String
  let source: ExpectationSource
  /// The overlay entry used, to report stale ones.
  let overlayID: Int?
}

/// Picks the expected text of an assertion: overlay, host runtime, swift, default.
struct ExpectationResolver: Sendable {
  let overlays: OverlaySet

  func expectation(
    testKey: String,
    description: String,
    index: Int,
    assertion: ProjectAssertion
  ) -> Expectation? {
    if let entry = overlays.entry(testKey: testKey, description: description, index: index) {
      return Expectation(text: entry.expected, source: .overlay, overlayID: entry.id)
    }
    let runtime = assertion.expectedByRuntime ?? [:]
    if let text = runtime[ExpectationSource.hostRuntime] {
      return Expectation(text: text, source: .runtimeSpecific, overlayID: nil)
    }
    if let text = runtime["swift"] {
      return Expectation(text: text, source: .swift, overlayID: nil)
    }
    if let text = assertion.expectedTranslation {
      return Expectation(text: text, source: .default, overlayID: nil)
    }
    return nil
  }
}
