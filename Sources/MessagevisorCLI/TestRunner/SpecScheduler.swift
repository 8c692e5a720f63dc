import Foundation
import MessagevisorProject
import Synchronization

/// Evaluates specs on `jobs` workers; results keep the spec order.
///
/// With `maxFailures` (`--bail`, `--maxFailures=N`) specs not yet started when that many
/// assertions have failed are skipped; their outcomes are missing from the result.
struct SpecScheduler {
  let specs: [ProjectTestSpec]
  let context: AssertionContext
  let assertionPattern: NSRegularExpression?
  let jobs: Int
  /// Which assertions to evaluate (the locale filter); the rest are skipped, keeping indexes.
  var includes: @Sendable (ProjectAssertion, ProjectTestSpec) -> Bool = { _, _ in true }
  /// Stop starting specs once this many assertions failed.
  var maxFailures: Int?
  /// Called after each spec with (done, total); prints progress on a terminal.
  var progress: (@Sendable (Int, Int) -> Void)?

  func run() -> [SpecOutcome] {
    let evaluator = AssertionEvaluator(context: context)
    let total = specs.count
    let done = ProgressCounter()
    let failed = ProgressCounter()
    let results = ResultSlots<SpecOutcome>(count: specs.count)
    let work: @Sendable (Int, ProjectTestSpec) -> Void = { index, spec in
      defer { progress?(done.increment(), total) }
      if let maxFailures, failed.value >= maxFailures { return }
      let outcome = evaluate(spec, evaluator)
      failed.add(outcome.assertions.filter { !$0.passed }.count)
      results.set(index, outcome)
    }
    guard jobs > 1, specs.count > 1 else {
      for (index, spec) in specs.enumerated() { work(index, spec) }
      return results.values
    }
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = jobs
    for (index, spec) in specs.enumerated() {
      queue.addOperation { work(index, spec) }
    }
    queue.waitUntilAllOperationsAreFinished()
    return results.values
  }

  private func evaluate(_ spec: ProjectTestSpec, _ evaluator: AssertionEvaluator) -> SpecOutcome {
    var outcomes: [AssertionOutcome] = []
    for (index, assertion) in spec.assertions.enumerated() where includes(assertion, spec) {
      let outcome = evaluator.evaluate(assertion, index: index, in: spec)
      if let pattern = assertionPattern, !matches(pattern, spec.key + " / " + outcome.description) {
        continue
      }
      outcomes.append(outcome)
    }
    return SpecOutcome(key: spec.key, assertions: outcomes)
  }

  private func matches(_ pattern: NSRegularExpression, _ text: String) -> Bool {
    pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  }
}

/// A thread-safe counter (finished specs, failed assertions).
final class ProgressCounter: Sendable {
  private let count = Atomic<Int>(0)

  /// The current count.
  var value: Int { count.load(ordering: .relaxed) }

  /// Adds one and returns the new count.
  func increment() -> Int {
    count.add(1, ordering: .relaxed).newValue
  }

  /// Adds `amount`.
  func add(_ amount: Int) {
    count.add(amount, ordering: .relaxed)
  }
}
