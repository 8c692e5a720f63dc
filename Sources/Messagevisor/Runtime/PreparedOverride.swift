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
  /// experiment predicate, or a segment reference (a segment's conditions may test either).
  let asksResolvers: Bool

  init(_ override: MessageOverride) {
    key = override.key
    translation = override.translation
    conditions = override.conditions?.decodingStoredText()
    segments = override.segments?.decodingStoredText()
    slot = MessageSyntax.occurs(in: override.translation) ? CompiledSlot() : nil
    asksResolvers = conditions?.asksResolvers == true || segments != nil
  }
}
