import Synchronization

/// A thread-safe cache holding at most `capacity` entries, evicting the oldest first.
///
/// Values are computed outside the lock; two threads meeting a new key at once may both
/// compute it, and the first stored value wins.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private struct Storage {
    var entries: [Key: Value] = [:]
    var order: [Key] = []
    var head = 0
  }

  private let capacity: Int
  private let storage = Mutex(Storage())

  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// The cached value for `key`, computing and storing it on a miss.
  func value(for key: Key, _ make: (Key) -> Value) -> Value {
    if let found = storage.withLock({ $0.entries[key] }) { return found }
    let made = make(key)
    return storage.withLock { storage in
      if let found = storage.entries[key] { return found }
      if storage.entries.count >= capacity {
        let oldest = storage.order[storage.head]
        storage.entries.removeValue(forKey: oldest)
        storage.order[storage.head] = key
        storage.head = (storage.head + 1) % capacity
      } else {
        storage.order.append(key)
      }
      storage.entries[key] = made
      return made
    }
  }

  /// The number of cached entries.
  var count: Int { storage.withLock { $0.entries.count } }
}
