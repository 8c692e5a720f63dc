/// Resolves a feature flag for a context.
public typealias FlagResolver =
  @Sendable (_ featureKey: String, _ context: MessagevisorContext) ->
  Bool
/// Resolves an experiment variation for a context.
public typealias VariationResolver =
  @Sendable (
    _ experimentKey: String, _ context: MessagevisorContext
  ) -> String?

/// What conditions and segments are evaluated against.
public struct MessagevisorEvaluationDataProvider: Sendable {
  /// The evaluation context.
  public var context: MessagevisorContext
  /// Segments available to segment references.
  public var segments: [String: Segment]
  /// Resolves `feature` predicates; absent means every flag is off.
  public var resolveFlag: FlagResolver?
  /// Resolves `experiment` predicates; absent means no variation.
  public var resolveVariation: VariationResolver?

  /// Creates a provider.
  public init(
    context: MessagevisorContext = [:],
    segments: [String: Segment] = [:],
    resolveFlag: FlagResolver? = nil,
    resolveVariation: VariationResolver? = nil
  ) {
    self.context = context
    self.segments = segments
    self.resolveFlag = resolveFlag
    self.resolveVariation = resolveVariation
  }
}
