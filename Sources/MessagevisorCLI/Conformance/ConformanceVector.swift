import Foundation
import Synchronization

/// The result of running one conformance vector.
public enum ConformanceOutcome: Sendable, Equatable {
  case passed
  case failed(String)

  /// True for `.passed`.
  public var isPassed: Bool { self == .passed }

  /// The failure message; nil when passed.
  public var message: String? {
    if case .failed(let message) = self { return message }
    return nil
  }
}

/// One named, independently runnable check of the fixture.
///
/// `section` is the fixture path of the data it checks (`conditions`,
/// `hardening.datafileValidation`, `events`…) and `id` names the case inside it.
public struct ConformanceVector: Sendable, CustomStringConvertible {
  /// The fixture section.
  public let section: String
  /// The case within the section.
  public let id: String
  /// SDK features the vector exercises beyond the runtime core.
  public let requirements: Set<ConformanceRequirement>
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
  public var name: String { section + "/" + id }

  public var description: String { name }

  /// The requirements that this build does not provide yet.
  public var unavailableRequirements: [ConformanceRequirement] {
    ConformanceRequirement.allCases.filter { requirements.contains($0) && !$0.isAvailable }
  }

  /// Runs the vector; a vector that does not finish within `timeout` fails.
  public func run(timeout: Duration = .seconds(30)) async -> ConformanceOutcome {
    let once = ResumeOnce()
    return await withCheckedContinuation { continuation in
      once.install(continuation)
      let timer = Task {
        try await Task.sleep(for: timeout)
        once.resume(with: .failed("did not finish within \(timeout)"))
      }
      Task {
        once.resume(with: await Self.outcome(of: body))
        timer.cancel()
      }
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

/// Resumes a continuation with the first outcome only (body or timeout).
private final class ResumeOnce: Sendable {
  private let state = Mutex<(CheckedContinuation<ConformanceOutcome, Never>?, Bool)>((nil, false))

  func install(_ continuation: CheckedContinuation<ConformanceOutcome, Never>) {
    state.withLock { $0.0 = continuation }
  }

  func resume(with outcome: ConformanceOutcome) {
    let continuation: CheckedContinuation<ConformanceOutcome, Never>? = state.withLock { state in
      guard !state.1 else { return nil }
      state.1 = true
      return state.0
    }
    continuation?.resume(returning: outcome)
  }
}
