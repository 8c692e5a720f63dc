import Messagevisor
import Synchronization

/// A bounded, thread-safe cache of parsed messages (and of their syntax errors), and of the
/// plans compiled from them.
///
/// Each distinct message text is parsed once and then served from memory; a message that
/// failed to parse keeps failing without being parsed again. When `capacity` entries are held,
/// the oldest insertion is evicted first (FIFO). The entries live in the core's shared
/// `BoundedCache`: parsing happens outside its lock, two threads meeting a new message at the
/// same moment may both parse it (both count in `parseCount`), and the first result is kept.
///
/// A stored translation's compiled plan (per text, locale and engine) is kept the same way,
/// up to `capacity` plans, so every root and instance using this cache builds each plan once.
public final class ICUParseCache: Sendable {
  /// The default number of cached messages.
  public static let defaultCapacity = 1024

  /// The maximum number of cached messages.
  public let capacity: Int
  private let entries: BoundedCache<String, Result<ICUMessage, ICUSyntaxError>>
  private let plans: BoundedCache<ICUPreparedPlan.Key, ICUPreparedPlan>
  private let parses = Atomic<Int>(0)

  /// Creates an empty cache holding at most `capacity` messages (at least one), and as many
  /// plans.
  public init(capacity: Int = ICUParseCache.defaultCapacity) {
    self.capacity = max(1, capacity)
    entries = BoundedCache(capacity: self.capacity)
    plans = BoundedCache(capacity: self.capacity)
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

  /// The plan of `text` for `locale` and `engine` (resolved), built on first use; nil when
  /// the text is not a valid message.
  func plan(_ text: String, locale: String, engine: FormattingEngineKind) -> ICUPreparedPlan? {
    let key = ICUPreparedPlan.Key(text: text, locale: locale, engine: engine)
    return try? plans.value(for: key) {
      ICUPreparedPlan(try message(for: text), locale: locale, engine: engine)
    }
  }

  /// Forgets every cached message and plan; the parse counter is kept.
  public func removeAll() {
    entries.removeAll()
    plans.removeAll()
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
