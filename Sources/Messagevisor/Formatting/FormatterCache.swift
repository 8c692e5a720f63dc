import Synchronization

/// A bounded, thread-safe map that forgets its oldest entry first (FIFO eviction).
///
/// The lock is held only to read or insert an entry. Values are created outside it, so a slow
/// factory never blocks lookups of other keys. When two threads miss the same key at once, both
/// create a value and the first insertion wins; the other value is discarded.
final class FormatterCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private struct Storage {
    var values: [Key: Value] = [:]
    var insertionOrder: [Key] = []
    /// The entry read last: a formatting call usually repeats the previous key, and comparing
    /// a key costs less than hashing it.
    var recent: Recent?

    mutating func lookup(_ key: Key) -> Value? {
      if let recent, recent.key == key { return recent.value }
      guard let found = values[key] else { return nil }
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

  /// The most entries kept at once.
  let capacity: Int
  private let storage = Mutex(Storage())

  /// Creates an empty cache keeping at most `capacity` entries (at least one).
  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// The number of entries currently kept.
  var count: Int {
    storage.withLock { $0.values.count }
  }

  /// Returns the cached value for `key`, creating and inserting it on a miss.
  func value(for key: Key, create: () throws -> Value) rethrows -> Value {
    if let found = storage.withLock({ $0.lookup(key) }) {
      return found
    }
    let created = try create()
    return storage.withLock { storage in
      if let existing = storage.values[key] {
        return existing
      }
      if storage.insertionOrder.count >= capacity {
        let oldest = storage.insertionOrder.removeFirst()
        storage.values[oldest] = nil
        if storage.recent?.key == oldest { storage.recent = nil }
      }
      storage.insertionOrder.append(key)
      storage.values[key] = created
      return created
    }
  }

  /// Whether `key` currently has an entry.
  func contains(_ key: Key) -> Bool {
    storage.withLock { $0.values[key] != nil }
  }
}
