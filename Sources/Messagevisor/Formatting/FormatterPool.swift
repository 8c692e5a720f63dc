import Synchronization

/// Idle instances of one configured Foundation formatter, lent to one thread at a time.
///
/// Foundation formatters are not safe for concurrent use. A caller borrows an idle instance
/// (or a new one when none is idle), formats without holding any lock, and returns it. At most
/// `idleLimit` instances are kept; extra ones made under contention are dropped on return.
final class FormatterPool<Formatter: AnyObject>: Sendable {
  private let idle = Mutex<[FormatterBox<Formatter>]>([])
  private let make: @Sendable () -> Formatter
  private let statisticsLabel: String
  private let idleLimit: Int

  /// Creates a pool; `make` builds a fully configured formatter.
  ///
  /// `statisticsLabel` (the locale) is what `FormatterStatistics` records per construction.
  /// `first`, a formatter the caller already built as `make` would (to check that it opens),
  /// starts the pool idle instead of being thrown away; it counts as a construction.
  init(
    statisticsLabel: String,
    idleLimit: Int = 4,
    first: Formatter? = nil,
    make: @escaping @Sendable () -> Formatter
  ) {
    self.statisticsLabel = statisticsLabel
    self.idleLimit = max(1, idleLimit)
    self.make = make
    if let first {
      FormatterStatistics.recordConstruction(label: statisticsLabel)
      idle.withLock { $0.append(FormatterBox(first)) }
    }
  }

  /// Runs `body` with a formatter nobody else uses until `body` returns.
  func withFormatter<Result>(_ body: (Formatter) throws -> Result) rethrows -> Result {
    let box = idle.withLock { $0.popLast() } ?? makeBox()
    defer { giveBack(box) }
    return try body(box.formatter)
  }

  private func makeBox() -> FormatterBox<Formatter> {
    FormatterStatistics.recordConstruction(label: statisticsLabel)
    return FormatterBox(make())
  }

  private func giveBack(_ box: FormatterBox<Formatter>) {
    idle.withLock { boxes in
      if boxes.count < idleLimit {
        boxes.append(box)
      }
    }
  }
}

/// Carries a formatter between the pool and the thread that borrowed it.
///
/// `@unchecked Sendable` is safe here: a box is either inside the pool's mutex-protected array
/// (touched by nobody) or held by exactly one borrowing thread between `popLast()` and
/// `giveBack(_:)`; the mutex orders the hand-over, so the formatter is never used concurrently.
private final class FormatterBox<Formatter: AnyObject>: @unchecked Sendable {
  let formatter: Formatter

  init(_ formatter: Formatter) {
    self.formatter = formatter
  }
}
