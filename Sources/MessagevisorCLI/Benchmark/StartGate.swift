import Dispatch

/// Holds a fixed number of threads until all have arrived, then lets them go at once.
///
/// Each party calls `arrive()`, which blocks; the coordinator calls `waitForAll()` and then
/// `open()`, so the clock can be read after every thread is ready and before any starts work.
final class StartGate: Sendable {
  private let parties: Int
  private let ready = DispatchSemaphore(value: 0)
  private let start = DispatchSemaphore(value: 0)

  init(parties: Int) {
    self.parties = parties
  }

  /// Says this party is ready and waits for the gate to open.
  func arrive() {
    ready.signal()
    start.wait()
  }

  /// Waits until every party has arrived.
  func waitForAll() {
    for _ in 0..<parties { ready.wait() }
  }

  /// Releases every party.
  func open() {
    for _ in 0..<parties { start.signal() }
  }
}
