/// The rare parts of a lookup entry, shared by reference.
final class EntryDetails: Sendable {
  /// The message's metadata and overrides.
  let message: DatafileMessage?
  /// The compiled forms of the translation; nil when it has no message syntax.
  let compiled: CompiledSlot?
  /// The message's overrides, prepared for evaluation, in order.
  let overrides: [PreparedOverride]
  /// True when some override may call the flag or variation resolver.
  let overridesAskResolvers: Bool
  /// False for a key with message metadata only.
  let hasTranslation: Bool
  /// True when `message` is set (a flag: testing the optional for nil copies the metadata).
  let hasMessage: Bool
  /// `message.meta`, read without copying the message.
  let meta: [String: MessagevisorValue]?
  /// True when the message is deprecated (each evaluation reports it).
  let isDeprecated: Bool

  init(
    message: DatafileMessage?, hasSyntax: Bool, hasTranslation: Bool,
    askingSegments: Set<String>
  ) {
    self.message = message
    self.hasTranslation = hasTranslation
    self.hasMessage = message != nil
    self.meta = message?.meta
    self.isDeprecated = message?.deprecated == true
    self.compiled = hasSyntax ? CompiledSlot() : nil
    let overrides = (message?.overrides ?? []).map {
      PreparedOverride($0, askingSegments: askingSegments)
    }
    self.overrides = overrides
    self.overridesAskResolvers = overrides.contains { $0.asksResolvers }
  }

  /// Runs `body` with the override at `index` lent in place (`Borrowed`, in a lending scope
  /// of its own): a copy of a whole override (key, conditions, segments, text, slot) costs
  /// more than a call that answers from it.
  @inline(__always)
  func withOverride<Result, Failure: Error>(
    at index: Int,
    _ body: (Borrowed<PreparedOverride>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    assert(overrides.indices.contains(index), "override index \(index) out of bounds")
    return try overrides.withUnsafeBufferPointer { overrides throws(Failure) in
      try BorrowScope.lending { () throws(Failure) -> Result in
        try body(Borrowed(overrides.baseAddress.unsafelyUnwrapped + index))
      }
    }
  }

  /// True when the translation or an override has message syntax.
  var isCompilable: Bool {
    compiled != nil || overrides.contains { $0.slot != nil }
  }
}
