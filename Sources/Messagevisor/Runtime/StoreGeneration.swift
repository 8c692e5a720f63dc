import Synchronization

/// Counts changes of the store's datafiles and modules, readable without the store lock.
///
/// Every change is counted while the store lock is held, after the change; a call compares
/// the count with the one its cached `CallState` was read at and reads the store again only
/// when they differ. So a call that starts after `setDatafile` or `addModule` returned sees
/// the change, and the common call takes no store lock at all.
final class StoreGeneration: Sendable {
  private let counter = Atomic<Int>(0)

  /// The current count.
  var current: Int {
    counter.load(ordering: .acquiring)
  }

  /// Counts one change.
  func advance() {
    counter.wrappingAdd(1, ordering: .releasing)
  }
}
