import Synchronization

/// A thread-safe list that callbacks append to and tests read.
package final class Recorded<Element: Sendable>: Sendable {
  private let storage = Mutex<[Element]>([])

  /// An empty list.
  package init() {}

  /// Appends one element.
  package func append(_ element: Element) {
    storage.withLock { $0.append(element) }
  }

  /// Everything appended so far, in order.
  package var values: [Element] { storage.withLock { $0 } }
  /// How many elements were appended.
  package var count: Int { storage.withLock { $0.count } }
  /// The last element appended.
  package var last: Element? { storage.withLock { $0.last } }

  /// Forgets every element.
  package func removeAll() {
    storage.withLock { $0.removeAll() }
  }
}
