import Foundation
import MessagevisorProject

/// Evaluates specs on `jobs` workers; results keep the spec order.
struct SpecScheduler {
  let specs: [ProjectTestSpec]
  let context: AssertionContext
  let assertionPattern: NSRegularExpression?
  let jobs: Int

  func run() -> [SpecOutcome] {
    let evaluator = AssertionEvaluator(context: context)
    guard jobs > 1, specs.count > 1 else {
      return specs.map { evaluate($0, evaluator) }
    }
    let results = ResultSlots<SpecOutcome>(count: specs.count)
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = jobs
    for (index, spec) in specs.enumerated() {
      queue.addOperation {
        results.set(index, evaluate(spec, evaluator))
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
