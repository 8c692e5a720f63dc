/// One test of a condition: an attribute operator, a feature flag or an experiment variation.
///
/// An absent `value` (nil) differs from an authored JSON `null` (`.null`).
public struct ConditionPredicate: Hashable, Sendable {
  /// Dotted attribute path into the context.
  public var attribute: String?
  /// Feature flag key, resolved by the flag resolver.
  public var feature: String?
  /// Experiment key, resolved by the variation resolver.
  public var experiment: String?
  /// The operator name, e.g. `equals`.
  public var `operator`: String
  /// The expected value; nil when absent.
  public var value: MessagevisorValue?
  /// Regular-expression flags for `matches`/`notMatches`.
  public var regexFlags: String?

  /// Creates an attribute predicate.
  public init(
    attribute: String,
    operator: String,
    value: MessagevisorValue? = nil,
    regexFlags: String? = nil
  ) {
    self.attribute = attribute
    self.operator = `operator`
    self.value = value
    self.regexFlags = regexFlags
  }

  /// Creates a feature-flag predicate (`isEnabled` / `isDisabled`).
  public init(feature: String, operator: String) {
    self.feature = feature
    self.operator = `operator`
  }

  /// Creates an experiment predicate.
  public init(experiment: String, operator: String = "hasVariation", value: String) {
    self.experiment = experiment
    self.operator = `operator`
    self.value = .string(value)
  }
}

extension ConditionPredicate: Codable {
  private enum CodingKeys: String, CodingKey {
    case attribute
    case feature
    case experiment
    case `operator`
    case value
    case regexFlags
  }

  /// Decodes a predicate, keeping an authored `null` value distinct from an absent one.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    attribute = try container.decodeIfPresent(String.self, forKey: .attribute)
    feature = try container.decodeIfPresent(String.self, forKey: .feature)
    experiment = try container.decodeIfPresent(String.self, forKey: .experiment)
    `operator` = try container.decode(String.self, forKey: .operator)
    if container.contains(.value) {
      value = try container.decode(MessagevisorValue.self, forKey: .value)
    } else {
      value = nil
    }
    regexFlags = try container.decodeIfPresent(String.self, forKey: .regexFlags)
  }

  /// Encodes only the fields that are present.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(attribute, forKey: .attribute)
    try container.encodeIfPresent(feature, forKey: .feature)
    try container.encodeIfPresent(experiment, forKey: .experiment)
    try container.encode(`operator`, forKey: .operator)
    try container.encodeIfPresent(value, forKey: .value)
    try container.encodeIfPresent(regexFlags, forKey: .regexFlags)
  }
}
