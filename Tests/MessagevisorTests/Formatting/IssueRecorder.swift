import Synchronization

@testable import Messagevisor

/// Collects the issues a formatting call reports, from any thread.
final class IssueRecorder: Sendable {
  private let storage = Mutex<[FormattingIssue]>([])

  /// Every issue reported so far, in order.
  var issues: [FormattingIssue] {
    storage.withLock { $0 }
  }

  /// A context that records into this recorder.
  func context(
    locale: String = "en-US",
    currency: String? = nil,
    timeZone: String = "UTC",
    caller: FormattingContext.Caller = .directHelper,
    engine: FormattingEngineKind = .processDefault
  ) -> FormattingContext {
    FormattingContext(
      locale: locale,
      currency: currency,
      timeZone: timeZone,
      caller: caller,
      report: { issue in self.storage.withLock { $0.append(issue) } },
      engine: engine
    )
  }
}
