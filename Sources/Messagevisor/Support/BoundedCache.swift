import Synchronization

/// A thread-safe cache holding at most `capacity` entries, evicting the oldest first (FIFO).
///
/// The lock is held only to read or insert an entry: values are created outside it, so a slow
/// factory (a formatter) never blocks lookups of other keys. Two threads meeting a new key at
/// once may both create a value; the first stored one wins. An evicted value is released after
/// unlocking, so its `deinit` may use the cache. Used for formatters, format styles, locales,
/// parsed conditions, injected presets, plural rule selections and compiled regular
/// expressions; `package` so that the other targets' caches can use it too.
package final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
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
  private final class Recent: Sendable {
    let key: Key
    let value: Value

    init(key: Key, value: Value) {
      self.key = key
      self.value = value
    }
  }

  /// The most entries kept at once.
  package let capacity: Int
  private let storage = Mutex(Storage())

  /// Creates an empty cache keeping at most `capacity` entries (at least one).
  package init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// The cached value for `key`, created (outside the lock) and stored on a miss.
  package func value(for key: Key, create: () throws -> Value) rethrows -> Value {
    if let found = storage.withLock({ $0.lookup(key) }) { return found }
    let made = try create()
    let (stored, evicted) = storage.withLock { storage in
      store(made, for: key, in: &storage)
    }
    // An evicted formatter (or ICU handle) is released here, after unlocking: its deinit
    // never runs under the cache lock.
    withExtendedLifetime(evicted) {}
    return stored
  }

  /// Stores `made` unless another thread stored `key` first; returns the stored value and
  /// whatever the insertion displaced, for the caller to release outside the lock.
  private func store(_ made: Value, for key: Key, in storage: inout Storage)
    -> (stored: Value, evicted: (Value?, Recent?))
  {
    if let found = storage.lookup(key) { return (found, (nil, nil)) }
    var evicted: Value?
    if storage.entries.count >= capacity {
      let oldest = storage.order[storage.head]
      evicted = storage.entries.removeValue(forKey: oldest)
      storage.order[storage.head] = key
      storage.head = (storage.head + 1) % capacity
    } else {
      storage.order.append(key)
    }
    storage.entries[key] = made
    let previous = Handoff.take(&storage.recent, leaving: Recent(key: key, value: made))
    return (made, (evicted, previous))
  }

  /// The cached value for `key`, computed from the key on a miss.
  package func value(for key: Key, _ make: (Key) -> Value) -> Value {
    value(for: key, create: { make(key) })
  }

  /// Whether `key` currently has an entry.
  package func contains(_ key: Key) -> Bool {
    storage.withLock { $0.entries[key] != nil }
  }

  /// The number of cached entries.
  package var count: Int { storage.withLock { $0.entries.count } }

  /// Forgets every entry; the values are released after unlocking.
  package func removeAll() {
    let removed = storage.withLock { storage in
      Handoff.take(&storage, leaving: Storage())
    }
    withExtendedLifetime(removed) {}
  }
}
