import Synchronization

/// What a one-shot command leaves for the process's exit to free.
///
/// Freeing a loaded project piece by piece after the report is printed (at 50,000 messages,
/// a dictionary of definitions, each with its own dictionaries of translations) costs about a
/// tenth of a second on one core, which the exit does at once. Only a command that ends the
/// process right after may keep anything here: a watch runs again in the same process and
/// must release each run's project.
enum ExitKeepAlive {
  private static let kept = Mutex<[any Sendable]>([])

  /// Keeps `value` alive until the process exits.
  static func keep(_ value: any Sendable) {
    kept.withLock { $0.append(value) }
  }
}
