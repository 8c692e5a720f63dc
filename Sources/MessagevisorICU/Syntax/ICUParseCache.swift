import Messagevisor
import Synchronization

/// A bounded, thread-safe cache of parsed messages (and of their syntax errors).
///
/// Each distinct message text is parsed once and then served from memory; a message that
/// failed to parse keeps failing without being parsed again. When `capacity` entries are held,
/// the oldest insertion is evicted first (FIFO). The entries live in the core's shared
/// `BoundedCache`: parsing happens outside its lock, two threads meeting a new message at the
/// same moment may both parse it (both count in `parseCount`), and the first result is kept.
public final class ICUParseCache: Sendable {
  /// The default number of cached messages.
  public static let defaultCapacity = 1024

  /// The maximum number of cached messages.
  public let capacity: Int
  private let entries: BoundedCache<String, Result<ICUMessage, ICUSyntaxError>>
  private let parses = Atomic<Int>(0)

  /// Creates an empty cache holding at most `capacity` messages (at least one).
  public init(capacity: Int = ICUParseCache.defaultCapacity) {
    self.capacity = max(1, capacity)
    entries = BoundedCache(capacity: self.capacity)
  }

  /// The parsed message for `text`, parsing it on first use.
  public func message(for text: String) throws(ICUSyntaxError) -> ICUMessage {
    try entries.value(for: text, parse).get()
  }

  /// How many times this cache has run the parser.
  public var parseCount: Int {
    parses.load(ordering: .relaxed)
  }

  /// How many messages are cached.
  public var count: Int {
    entries.count
  }

  /// Forgets every cached message; the parse counter is kept.
  public func removeAll() {
    entries.removeAll()
  }

  private func parse(_ text: String) -> Result<ICUMessage, ICUSyntaxError> {
    parses.add(1, ordering: .relaxed)
    do throws(ICUSyntaxError) {
      return .success(try ICUMessage.parse(text))
    } catch {
      return .failure(error)
    }
  }
}
