import Foundation

/// Evaluates one predicate against a provider, type-strictly.
struct PredicateEvaluator {
  let provider: MessagevisorEvaluationDataProvider

  func evaluate(_ predicate: ConditionPredicate) -> Bool {
    if let feature = predicate.feature {
      return evaluateFeature(feature, operator: predicate.operator)
    }
    if let experiment = predicate.experiment {
      return evaluateExperiment(experiment, predicate: predicate)
    }
    if let attribute = predicate.attribute {
      let actual = AttributePath.lookup(attribute, in: provider.context)
      return AttributeOperator.evaluate(predicate, actual: actual)
    }
    return false
  }

  private func evaluateFeature(_ feature: String, operator name: String) -> Bool {
    let enabled = provider.resolveFlag?(feature, provider.context) ?? false
    switch name {
    case "isEnabled": return enabled
    case "isDisabled": return !enabled
    default: return false
    }
  }

  private func evaluateExperiment(_ experiment: String, predicate: ConditionPredicate) -> Bool {
    guard predicate.operator == "hasVariation", let expected = predicate.value?.stringValue
    else { return false }
    guard let variation = provider.resolveVariation?(experiment, provider.context) else {
      return false
    }
    return variation == expected
  }
}

/// Looks up dotted attribute paths in a context.
enum AttributePath {
  /// The value at `path`, or nil when any step is missing or not an object.
  static func lookup(_ path: String, in context: MessagevisorContext) -> MessagevisorValue? {
    guard UTF8Bytes.contains(UInt8(ascii: "."), in: path) else { return context[path] }
    var current: MessagevisorValue = .object(context)
    for part in path.split(separator: ".", omittingEmptySubsequences: true) {
      guard case .object(let members) = current, let next = members[String(part)] else {
        return nil
      }
      current = next
    }
    return current
  }
}
