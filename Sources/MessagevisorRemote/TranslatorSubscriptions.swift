import Foundation
import Synchronization

/// The cancellations of an `ObservableTranslator`'s subscriptions, run once when it goes away.
///
/// Held as a `Sendable` constant so that the translator's nonisolated `deinit` can end them.
final class TranslatorSubscriptions: Sendable {
  private let cancellations = Mutex<[@Sendable () -> Void]?>([])

  /// Adds a cancellation; runs it at once when the subscriptions have already ended.
  func add(_ cancellation: @escaping @Sendable () -> Void) {
    let accepted = cancellations.withLock { list -> Bool in
      guard list != nil else { return false }
      list?.append(cancellation)
      return true
    }
    if !accepted { cancellation() }
  }

  /// Runs every cancellation once, outside the lock, in the order they were added.
  func end() {
    let pending = cancellations.withLock { list in
      defer { list = nil }
      return list ?? []
    }
    for cancellation in pending {
      cancellation()
    }
  }
}
