import Foundation
import Synchronization

/// The result of running one conformance vector.
enum ConformanceOutcome: Sendable, Equatable {
  case passed
  case failed(String)

  /// True for `.passed`.
  var isPassed: Bool { self == .passed }

  /// The failure message; nil when passed.
  var message: String? {
    if case .failed(let message) = self { return message }
    return nil
  }
}

/// One named, independently runnable check of the fixture.
///
/// `section` is the fixture path of the data it checks (`conditions`,
/// `hardening.datafileValidation`, `events`…) and `id` names the case inside it.
struct ConformanceVector: Sendable, CustomStringConvertible {
  /// The fixture section.
  let section: String
  /// The case within the section.
  let id: String
  /// SDK features the vector exercises beyond the runtime core.
  let requirements: Set<ConformanceRequirement>
  let body: @Sendable () async throws -> Void

  init(
    section: String,
    id: String,
    requires requirements: Set<ConformanceRequirement> = [],
    body: @escaping @Sendable () async throws -> Void
  ) {
    self.section = section
    self.id = id
    self.requirements = requirements
    self.body = body
  }

  /// `section/id`.
  var name: String { section + "/" + id }

  var description: String { name }

  /// The requirements that this build does not provide yet.
  var unavailableRequirements: [ConformanceRequirement] {
    ConformanceRequirement.allCases.filter { requirements.contains($0) && !$0.isAvailable }
  }

  /// Runs the vector; a vector that does not finish within `timeout` fails.
  ///
  /// The body and the timer race as two tasks; whichever finishes first decides and cancels
  /// the other. A timed-out body is cancelled, not abandoned: Swift cannot stop a task that
  /// ignores cancellation, so such a body runs on until the process exits, but nothing
  /// waits for it and its late outcome is dropped.
  func run(timeout: Duration = .seconds(30)) async -> ConformanceOutcome {
    let race = OutcomeRace()
    let body = self.body
    return await withCheckedContinuation { continuation in
      race.install(continuation)
      let timer = Task {
        try await Task.sleep(for: timeout)
        race.finish(with: .failed("did not finish within \(timeout)"))
        race.cancelWork()
      }
      race.setWork(
        Task {
          race.finish(with: await Self.outcome(of: body))
          timer.cancel()
        })
    }
  }

  private static func outcome(of body: @Sendable () async throws -> Void) async
    -> ConformanceOutcome
  {
    do {
      try await body()
      return .passed
    } catch let failure as ConformanceFailure {
      return .failed(failure.message)
    } catch {
      return .failed("unexpected error: \(Check.describe(error))")
    }
  }
}

/// Resumes a continuation with the first outcome only (body or timeout) and cancels the body
/// when the timeout wins.
private final class OutcomeRace: Sendable {
  private struct State {
    var continuation: CheckedContinuation<ConformanceOutcome, Never>?
    var work: Task<Void, Never>?
    var finished = false
    var workCancelled = false
  }

  private let state = Mutex(State())

  func install(_ continuation: CheckedContinuation<ConformanceOutcome, Never>) {
    state.withLock { $0.continuation = continuation }
  }

  /// Keeps the body's task; it is cancelled at once when the timeout already fired.
  func setWork(_ work: Task<Void, Never>) {
    let cancelNow = state.withLock { state in
      state.work = work
      return state.workCancelled
    }
    if cancelNow { work.cancel() }
  }

  /// Cancels the body's task (now, or as soon as it is set).
  func cancelWork() {
    let work = state.withLock { state in
      state.workCancelled = true
      return state.work
    }
    work?.cancel()
  }

  func finish(with outcome: ConformanceOutcome) {
    let continuation = state.withLock { state -> CheckedContinuation<ConformanceOutcome, Never>? in
      guard !state.finished else { return nil }
      state.finished = true
      return state.continuation.take()
    }
    continuation?.resume(returning: outcome)
  }
}
