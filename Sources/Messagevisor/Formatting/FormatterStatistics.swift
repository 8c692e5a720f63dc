import Synchronization

/// Counts how many formatters the engine has constructed (diagnostics for tests and tuning).
///
/// A construction is a cache or pool miss: a Foundation formatter or a format style built for a
/// locale and option set. A warmed-up call that hits the caches constructs nothing.
enum FormatterStatistics {
  private static let total = Atomic<Int>(0)
  private static let perLabel = Mutex<[String: Int]>([:])

  /// Records one construction for `label` (the locale identifier the formatter was built for).
  ///
  /// The per-label map grows by one entry per distinct locale string, a handful in practice.
  static func recordConstruction(label: String) {
    total.add(1, ordering: .relaxed)
    perLabel.withLock { $0[label, default: 0] += 1 }
  }

  /// All constructions since the process started.
  static var totalConstructions: Int {
    total.load(ordering: .relaxed)
  }

  /// Constructions recorded for one locale identifier.
  static func constructions(label: String) -> Int {
    perLabel.withLock { $0[label] ?? 0 }
  }
}
