import Synchronization

/// One stored datafile in the shape lookups read, immutable once built.
///
/// Translations and messages live only in `entries` (one hash per lookup, one copy of each
/// key; see `EntryTable`); `datafile` rebuilds the full `DatafileContent` on demand.
final class LocaleData: Sendable {
  /// The datafile without its translations and messages.
  let header: DatafileContent
  /// Default presets of the locale merged with the datafile's (property-level).
  let baseFormats: FormatPresets
  /// `baseFormats` with currency and time zone injected, per injection.
  let injectedFormats = BoundedCache<FormatInjection, FormatPresets>(capacity: 32)
  /// Every translation and message by key.
  let entries: EntryTable
  /// The thread that read this datafile first (`ThreadCallCache.currentIdentity`; 0 before
  /// any): it returns the stored texts, and other threads copies of their own
  /// (`ResultCopies`).
  private let firstReader = Atomic<UInt>(0)

  init(datafile: DatafileContent, defaultFormats: FormatPresets?) {
    var header = datafile
    header.translations = [:]
    header.messages = [:]
    self.header = header
    let capacity = datafile.translations.count + datafile.messages.count
    var keys: [String] = []
    keys.reserveCapacity(capacity)
    var values: [LookupEntry] = []
    values.reserveCapacity(capacity)
    let hasMessages = !datafile.messages.isEmpty
    let asking = hasMessages ? Self.askingSegments(datafile.segments) : []
    for (key, translation) in datafile.translations {
      keys.append(key)
      let message = hasMessages ? datafile.messages[key] : nil
      values.append(
        LookupEntry(translation: translation, message: message, askingSegments: asking))
    }
    for (key, message) in datafile.messages where datafile.translations[key] == nil {
      keys.append(key)
      values.append(LookupEntry(translation: nil, message: message, askingSegments: asking))
    }
    self.entries = EntryTable(keys: keys, values: values)
    self.baseFormats = FormatMerge.mergingProperties(defaultFormats, datafile.formats)
  }

  /// The same datafile with empty compiled forms, for another module plan.
  init(recompiling other: LocaleData) {
    header = other.header
    baseFormats = other.baseFormats
    let asking = Self.askingSegments(other.header.segments)
    entries = other.entries.replacingValues { entry in
      guard entry.details?.isCompilable == true else { return entry }
      return LookupEntry(
        translation: entry.translation, message: entry.details?.message, askingSegments: asking)
    }
  }

  /// True when `reader` is the first thread to read this datafile: the first to ask, or the
  /// one that asked first.
  func isFirstReader(_ reader: UInt) -> Bool {
    let (exchanged, original) = firstReader.compareExchange(
      expected: 0, desired: reader, ordering: .relaxed)
    return exchanged || original == reader
  }

  /// The keys of the segments whose conditions ask the flag or variation resolver: an
  /// override that references one cannot keep its choice per snapshot (`OverrideMemo`).
  private static func askingSegments(_ segments: [String: Segment]) -> Set<String> {
    Set(segments.filter { $0.value.asksResolvers }.keys)
  }

  /// True when some translation has message syntax (and so can be compiled).
  var hasSyntax: Bool {
    entries.buffer.contains { $0.details?.isCompilable == true }
  }

  /// Compiles every translation and override translation with message syntax for `plan`
  /// (module code: call it outside every lock); the compiled forms are kept in the entries'
  /// slots.
  ///
  /// A key whose translation is unchanged from `previous` (the datafile this one replaces, in
  /// the same locale) takes over its compiled forms when they were compiled for the same
  /// plan, so storing a refreshed datafile compiles only what changed; an override does the
  /// same when the override at its position has the same translation. Compiled forms depend
  /// only on the text, the locale, the engine and the plan, never on presets.
  func compile(plan: ModulePlan, engine: FormattingEngineKind, reusing previous: LocaleData? = nil)
  {
    guard plan.compiles else { return }
    let compiler = SlotCompiler(plan: plan, locale: header.locale, engine: engine)
    let reusable = previous.flatMap { $0.header.locale == header.locale ? $0.entries : nil }
    for (position, entry) in entries.buffer.enumerated() {
      guard let details = entry.details, details.isCompilable else { continue }
      let earlier = reusable?[entries.key(at: position)]
      if let slot = details.compiled, let translation = entry.translation {
        let reused = earlier?.translation == translation ? earlier?.details?.compiled : nil
        compiler.fill(slot, text: translation, reusing: reused)
      }
      compileOverrides(of: details, earlier: earlier?.details, compiler: compiler)
    }
  }

  private func compileOverrides(
    of details: EntryDetails,
    earlier: EntryDetails?,
    compiler: SlotCompiler
  ) {
    let previous = earlier?.overrides ?? []
    for (index, candidate) in details.overrides.enumerated() {
      guard let slot = candidate.slot else { continue }
      let same =
        previous.indices.contains(index) && previous[index].translation == candidate.translation
      compiler.fill(slot, text: candidate.translation, reusing: same ? previous[index].slot : nil)
    }
  }

  /// The stored datafile, rebuilt from the lookup table.
  var datafile: DatafileContent {
    var result = header
    var translations: [String: String] = [:]
    translations.reserveCapacity(entries.count)
    var messages: [String: DatafileMessage] = [:]
    for (key, entry) in entries {
      if let translation = entry.translation { translations[key] = translation }
      if let message = entry.details?.message { messages[key] = message }
    }
    result.translations = translations
    result.messages = messages
    return result
  }
}
