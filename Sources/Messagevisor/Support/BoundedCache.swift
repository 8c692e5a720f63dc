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
    /// The last key read or stored: comparing keys costs less than hashing one, and most
    /// callers ask for the same key again and again.
    var recent: Recent?

    mutating func lookup(_ key: Key) -> Value? {
      if let recent, recent.key == key { return recent.value }
      guard let found = entries[key] else { return nil }
      recent = Recent(key: key, value: found)
      return found
    }
  }

  /// One entry held by reference, so checking it copies neither key nor value.
  private final class Recent {
    let key: Key
    let value: Value

    init(key: Key, value: Value) {
      self.key = key
      self.value = value
    }
  }

  private let capacity: Int
  private let storage = Mutex(Storage())

  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// The cached value for `key`, computing and storing it on a miss.
  func value(for key: Key, _ make: (Key) -> Value) -> Value {
    if let found = storage.withLock({ $0.lookup(key) }) { return found }
    let made = make(key)
    return storage.withLock { storage in
      if let found = storage.lookup(key) { return found }
      if storage.entries.count >= capacity {
        let oldest = storage.order[storage.head]
        storage.entries.removeValue(forKey: oldest)
        storage.order[storage.head] = key
        storage.head = (storage.head + 1) % capacity
      } else {
        storage.order.append(key)
      }
      storage.entries[key] = made
      storage.recent = Recent(key: key, value: made)
      return made
    }
  }

  /// The number of cached entries.
  var count: Int { storage.withLock { $0.entries.count } }
}
