/// A translation chosen by lookup, before modules run, with its message's metadata.
struct Resolution {
  /// Where the compiled forms of a chosen translation are kept.
  enum Forms {
    /// A datafile's translation or override: its slot (nil without message syntax).
    case stored(CompiledSlot?)
    /// A default translation, the call's default or the key: the family's text cache.
    case text
  }

  let translation: String
  let meta: [String: MessagevisorValue]?
  let forms: Forms
}
