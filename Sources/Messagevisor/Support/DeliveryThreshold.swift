import Synchronization

/// The most verbose level a diagnostic of one instance can reach anyone at: its handler's
/// level or a module subscription's, whichever is higher.
///
/// Writers store it under the instance lock whenever either changes (`InstanceState`);
/// calls load it without a lock, so a hot path that would report a debug diagnostic (an
/// override match) asks no lock of a lock that every thread of the instance shares. Laid out
/// as `ChangeCounter` is, so that the word's cache line holds nothing written often.
final class DeliveryThreshold: Sendable {
  private let before: (Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0)
  private let word = Atomic<Int>(0)
  private let after: (Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0)

  /// Starts at `level`.
  init(_ level: MessagevisorLogLevel) {
    word.store(level.rawValue, ordering: .relaxed)
  }

  /// The current threshold.
  var level: MessagevisorLogLevel {
    MessagevisorLogLevel(rawValue: word.load(ordering: .relaxed)) ?? .debug
  }

  /// Sets the threshold (under the instance lock, after the change it reflects).
  func store(_ level: MessagevisorLogLevel) {
    word.store(level.rawValue, ordering: .relaxed)
  }
}
