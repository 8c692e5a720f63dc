/// One override of a stored message in the shape a call evaluates.
///
/// Built when the datafile is stored: conditions and segments stored as JSON text are decoded
/// (`decodingStoredText`), and a translation with message syntax gets a slot for its
/// compiled forms, filled by `LocaleData.compile`.
struct PreparedOverride: Sendable {
  let key: String
  let translation: String
  let conditions: Condition?
  let segments: GroupSegment?
  /// The compiled forms of `translation`; nil when it has no message syntax.
  let slot: CompiledSlot?
  /// True when evaluating the override may call the flag or variation resolver: a feature or
  /// experiment predicate in its conditions or in those of a segment it references.
  let asksResolvers: Bool

  /// Prepares `override` of a datafile in which `askingSegments` are the keys of the segments
  /// that ask the resolvers.
  init(_ override: MessageOverride, askingSegments: Set<String>) {
    key = override.key
    translation = override.translation
    conditions = override.conditions?.decodingStoredText()
    segments = override.segments?.decodingStoredText()
    slot = MessageSyntax.occurs(in: override.translation) ? CompiledSlot() : nil
    asksResolvers =
      conditions?.asksResolvers == true
      || segments?.asksResolvers(askingSegments: askingSegments) == true
  }
}
