import Foundation
import MessagevisorProject
import Synchronization

/// Evaluates specs on `jobs` workers; results keep the spec order.
struct SpecScheduler {
  let specs: [ProjectTestSpec]
  let context: AssertionContext
  let assertionPattern: NSRegularExpression?
  let jobs: Int
  /// Called after each spec with (done, total); prints progress on a terminal.
  var progress: (@Sendable (Int, Int) -> Void)?

  func run() -> [SpecOutcome] {
    let evaluator = AssertionEvaluator(context: context)
    let total = specs.count
    let done = ProgressCounter()
    guard jobs > 1, specs.count > 1 else {
      return specs.map { spec in
        defer { progress?(done.increment(), total) }
        return evaluate(spec, evaluator)
      }
    }
    let results = ResultSlots<SpecOutcome>(count: specs.count)
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = jobs
    for (index, spec) in specs.enumerated() {
      queue.addOperation {
        results.set(index, evaluate(spec, evaluator))
        progress?(done.increment(), total)
      }
    }
    queue.waitUntilAllOperationsAreFinished()
    return results.values
  }

  private func evaluate(_ spec: ProjectTestSpec, _ evaluator: AssertionEvaluator) -> SpecOutcome {
    var outcomes: [AssertionOutcome] = []
    for (index, assertion) in spec.assertions.enumerated() {
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

/// A thread-safe counter of finished specs.
final class ProgressCounter: Sendable {
  private let count = Atomic<Int>(0)

  /// Adds one and returns the new count.
  func increment() -> Int {
    count.add(1, ordering: .relaxed).newValue
  }
}
