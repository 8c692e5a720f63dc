import Synchronization

/// A count of changes that writers advance under their lock and readers load without one.
///
/// Readers on every core load the count on every call, and writers change it rarely, so the
/// word must not share a cache line with anything written often: the padding before and
/// after it keeps its line free of the object's header (its reference count) and of whatever
/// the allocator places next to the object. The object is 128 bytes; the atomic sits at
/// offset 64, so the 64-byte line holding it lies inside the object whatever the object's
/// 16-byte alignment.
final class ChangeCounter: Sendable {
  private let before: (Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0)
  private let counter = Atomic<Int>(0)
  private let after: (Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0)

  /// The current count (an acquiring load: what was changed before the count moved is
  /// visible to whoever sees the new count).
  var current: Int {
    counter.load(ordering: .acquiring)
  }

  /// Counts one change (releasing: the change is visible to a reader of the new count).
  func advance() {
    counter.wrappingAdd(1, ordering: .releasing)
  }
}
