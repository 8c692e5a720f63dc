/// A tri-state result of target-context specialization (build-and-cli-json §3.4).
enum Specialization<Expression: Hashable & Sendable>: Hashable, Sendable {
  /// Always true under the target context.
  case always
  /// Never true under the target context.
  case never
  /// Depends on runtime data; the simplified expression.
  case partial(Expression)

  /// AND: any never → never; no partials → always; one partial → it (unwrapped); else the
  /// container of the partials.
  static func conjunction(
    _ results: [Specialization],
    container: ([Expression]) -> Expression
  ) -> Specialization {
    guard let partials = partials(of: results, unlessAny: .never) else { return .never }
    if partials.isEmpty { return .always }
    if partials.count == 1 { return .partial(partials[0]) }
    return .partial(container(partials))
  }

  /// OR: any always → always; no partials → never; one partial → it; else `or` of partials.
  static func disjunction(
    _ results: [Specialization],
    container: ([Expression]) -> Expression
  ) -> Specialization {
    guard let partials = partials(of: results, unlessAny: .always) else { return .always }
    if partials.isEmpty { return .never }
    if partials.count == 1 { return .partial(partials[0]) }
    return .partial(container(partials))
  }

  /// NOT of the AND of the members: any never → always; no partials → never; else
  /// `not` of the partials (never unwrapped).
  static func negation(
    _ results: [Specialization],
    container: ([Expression]) -> Expression
  ) -> Specialization {
    guard let partials = partials(of: results, unlessAny: .never) else { return .always }
    if partials.isEmpty { return .never }
    return .partial(container(partials))
  }

  /// The partial expressions of `results`, in order, skipping the other constant; nil as soon
  /// as a result equals `decisive`, which settles the whole combination.
  private static func partials(
    of results: [Specialization],
    unlessAny decisive: Specialization
  ) -> [Expression]? {
    var partials: [Expression] = []
    for result in results {
      if result == decisive { return nil }
      if case .partial(let expression) = result { partials.append(expression) }
    }
    return partials
  }
}
