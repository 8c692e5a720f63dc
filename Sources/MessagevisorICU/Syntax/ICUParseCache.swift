import Synchronization

/// A bounded, thread-safe cache of parsed messages (and of their syntax errors).
///
/// Each distinct message text is parsed once and then served from memory; a message that
/// failed to parse keeps failing without being parsed again. When `capacity` entries are held,
/// the oldest insertion is evicted first (FIFO). Parsing happens outside the lock: two threads
/// meeting a new message at the same moment may both parse it, and the first result is kept.
public final class ICUParseCache: Sendable {
  /// The default number of cached messages.
  public static let defaultCapacity = 1024

  /// The maximum number of cached messages.
  public let capacity: Int
  /// Entries are parsed trees and syntax errors: plain data whose release runs no code, so
  /// evicting or clearing them under the lock is safe (the rule is on `InstanceState`).
  private let state: Mutex<State>

  private struct State {
    var entries: [String: Result<ICUMessage, ICUSyntaxError>] = [:]
    var insertionOrder: [String] = []
    var oldest = 0
    var parseCount = 0
    /// The last few messages served, checked before hashing: a string compared with the
    /// string it was copied from is equal at once, where hashing reads every byte.
    var recent: [(text: String, result: Result<ICUMessage, ICUSyntaxError>)] = []
    var recentNext = 0

    mutating func lookup(_ text: String) -> Result<ICUMessage, ICUSyntaxError>? {
      for entry in recent where entry.text == text {
        return entry.result
      }
      guard let found = entries[text] else { return nil }
      remember(text, found)
      return found
    }

    mutating func remember(_ text: String, _ result: Result<ICUMessage, ICUSyntaxError>) {
      if recent.count < ICUParseCache.recentCapacity {
        recent.append((text, result))
      } else {
        recent[recentNext] = (text, result)
        recentNext = (recentNext + 1) % ICUParseCache.recentCapacity
      }
    }
  }

  private static let recentCapacity = 4

  /// Creates an empty cache holding at most `capacity` messages (at least one).
  public init(capacity: Int = ICUParseCache.defaultCapacity) {
    self.capacity = max(1, capacity)
    state = Mutex(State())
  }

  /// The parsed message for `text`, parsing it on first use.
  public func message(for text: String) throws(ICUSyntaxError) -> ICUMessage {
    let cached = state.withLock { $0.lookup(text) }
    if let cached {
      return try cached.get()
    }
    let parsed: Result<ICUMessage, ICUSyntaxError>
    do throws(ICUSyntaxError) {
      parsed = .success(try ICUMessage.parse(text))
    } catch {
      parsed = .failure(error)
    }
    let stored = state.withLock { store(parsed, for: text, in: &$0) }
    return try stored.get()
  }

  /// How many times this cache has run the parser.
  public var parseCount: Int {
    state.withLock { $0.parseCount }
  }

  /// How many messages are cached.
  public var count: Int {
    state.withLock { $0.entries.count }
  }

  /// Forgets every cached message; the parse counter is kept.
  public func removeAll() {
    state.withLock { current in
      current.entries.removeAll()
      current.recent.removeAll()
      current.recentNext = 0
      current.insertionOrder.removeAll()
      current.oldest = 0
    }
  }

  private func store(
    _ parsed: Result<ICUMessage, ICUSyntaxError>,
    for text: String,
    in current: inout State
  ) -> Result<ICUMessage, ICUSyntaxError> {
    current.parseCount += 1
    if let existing = current.entries[text] {
      return existing
    }
    if current.insertionOrder.count < capacity {
      current.insertionOrder.append(text)
    } else {
      let evicted = current.insertionOrder[current.oldest]
      current.entries[evicted] = nil
      current.recent.removeAll { $0.text == evicted }
      current.recentNext = 0
      current.insertionOrder[current.oldest] = text
      current.oldest = (current.oldest + 1) % capacity
    }
    current.entries[text] = parsed
    return parsed
  }
}
