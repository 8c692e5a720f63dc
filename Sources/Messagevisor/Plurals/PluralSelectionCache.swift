import Foundation

/// The rule-set indexes resolved for one requested locale string.
struct PluralSelection: Sendable, Equatable {
  /// The cardinal rule set, if any.
  var cardinal: Int?
  /// The ordinal rule set, if any.
  var ordinal: Int?
}

/// A bounded cache of locale resolutions, keyed by the locale string as requested.
///
/// The most recent entry is checked first by string equality, which is cheaper than hashing
/// (hot paths usually repeat one locale).
///
/// `@unchecked Sendable` is safe: the mutable state (`entries`, `recentLocale`,
/// `recentSelection`) is read and written only while `lock` is held, and no other code runs
/// under the lock.
final class PluralSelectionCache: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [String: PluralSelection] = [:]
  private var recentLocale: String?
  private var recentSelection = PluralSelection()
  private let capacity: Int

  /// A cache that starts over once it holds `capacity` entries.
  init(capacity: Int = 512) {
    self.capacity = capacity
  }

  /// The cached selection for `locale`, computing and storing it on a miss.
  ///
  /// `resolve` runs outside the lock; concurrent misses may both compute the same value.
  func selection(for locale: String, resolve: (String) -> PluralSelection) -> PluralSelection {
    lock.lock()
    if recentLocale == locale {
      let selection = recentSelection
      lock.unlock()
      return selection
    }
    let cached = entries[locale]
    if let cached {
      recentLocale = locale
      recentSelection = cached
    }
    lock.unlock()
    if let cached { return cached }
    let selection = resolve(locale)
    lock.lock()
    if entries.count >= capacity {
      entries.removeAll(keepingCapacity: true)
    }
    entries[locale] = selection
    recentLocale = locale
    recentSelection = selection
    lock.unlock()
    return selection
  }
}
