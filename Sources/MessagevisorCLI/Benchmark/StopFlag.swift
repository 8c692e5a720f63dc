import Synchronization

/// A flag one thread raises and others poll, e.g. to end a loop on other threads.
final class StopFlag: Sendable {
  private let raised = Atomic<Bool>(false)

  /// Raises the flag.
  func raise() {
    raised.store(true, ordering: .releasing)
  }

  /// Whether the flag is raised.
  var isRaised: Bool {
    raised.load(ordering: .acquiring)
  }
}
