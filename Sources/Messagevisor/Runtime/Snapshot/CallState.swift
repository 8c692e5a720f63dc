/// Everything one call reads: a per-instance snapshot whose fields never change once built.
///
/// Not immutable as a whole: it owns three caches filled on first use by the thread that owns
/// this copy (`presets`, `overrides`, and the result `copies`), each confined to that thread
/// and valid for exactly this snapshot, so replacing the snapshot drops them.
///
/// The instance keeps the snapshot of its active locale and replaces it wholesale when one of
/// its own setters runs or the family's store changes (`StoreGeneration`). Each thread works
/// with its own copy of it (`ThreadCallCache`), found without a lock; a call then touches no
/// other shared state: the datafile, the module plan, the module APIs and the effective
/// presets are all here. A replaced snapshot holds module closures, so it is handed out of
/// the lock and released after unlocking.
final class CallState: Sendable {
  let locale: String
  let context: MessagevisorContext
  let currency: String?
  let timeZone: String?
  /// The stored datafile of `locale`, if any.
  let data: LocaleData?
  /// The active modules' hooks.
  let plan: ModulePlan
  /// The API of each formatter in `plan.formatters`, in the same order.
  let formatterApis: [MessagevisorModuleApi]
  /// The API of each transformer in `plan.transformers`, in the same order.
  let transformerApis: [MessagevisorModuleApi]
  /// The store generation the snapshot was read at.
  let generation: Int
  /// The effective presets of a call that brings no formats, currency or time zone of its
  /// own; nil when not precomputed (a call in another locale than the active one).
  let formats: FormatPresets?
  /// `formats` for a call that brings `callFormats`, `currency` and `timeZone` of its own,
  /// when its effective presets are the snapshot's: it brings none of them; nil otherwise
  /// (and when `formats` was not precomputed).
  func snapshotFormats(callFormats: FormatPresets?, currency: String?, timeZone: String?)
    -> FormatPresets?
  {
    guard callFormats == nil, currency == nil, timeZone == nil else { return nil }
    return formats
  }

  /// The presets of `formats` (and of calls that bring a currency or zone) and the date
  /// skeletons prepared so far, made on first use by the thread that owns this copy
  /// (`MessagevisorCompiledCall.numberPreset`, `datePreset`, `dateSkeleton`).
  let presets = PresetMemo()

  /// The override each message chose on this snapshot, when the choice can only change with
  /// the snapshot (`OverrideMemo`); made on first use by the thread that owns this copy.
  let overrides = OverrideMemo()

  /// This thread's copies of the texts calls return (`ResultCopies`), for a copy made for a
  /// thread other than the first to read the datafile; nil otherwise (the shared snapshot,
  /// and the first reader's copies), so calls return the stored texts. A constant of the
  /// snapshot, read in place by optional chaining (no reference count per call).
  private let copies: ResultCopies?

  /// The stored text at `source` (in this snapshot's datafile) as a call returns it: this
  /// thread's own copy when the snapshot keeps copies, else the stored text itself.
  @inline(__always)
  func returnedText(at source: Borrowed<String>) -> String {
    copies?.text(at: source) ?? source.pointee
  }

  init(_ parts: CallStateParts) {
    locale = parts.locale
    context = parts.context
    currency = parts.currency
    timeZone = parts.timeZone
    data = parts.data
    plan = parts.plan
    formatterApis = parts.formatterApis
    transformerApis = parts.transformerApis
    generation = parts.generation
    formats = parts.formats
    copies = nil
  }

  /// The entry of `key` in the stored datafile, if any.
  ///
  /// Borrows the datafile and its tables instead of retaining them: `call.data?.entries[key]`
  /// at a call site retained and released the table's three shared arrays on every call (and
  /// a closure-based borrow still retained the datafile), and on many cores those are
  /// contended reference-count writes. A method of `LocaleData` borrows its own tables
  /// (checked in the disassembly).
  func entry(_ key: String) -> LookupEntry? {
    data?.entry(key)
  }

  /// A snapshot with the same values as `other`, for one thread's own use.
  ///
  /// The context, the presets and the module APIs get storage of their own: a call copies
  /// them into its payload or its loop (a retain of each buffer and closure context), and a
  /// buffer every thread retains is a contended reference count. So what a call retains of
  /// a thread's copy is written by that thread only.
  init(copying other: CallState) {
    locale = other.locale
    context = Self.ownStorage(other.context)
    currency = other.currency
    timeZone = other.timeZone
    data = other.data
    plan = other.plan
    formatterApis = other.formatterApis.map(Self.ownCopy)
    transformerApis = other.transformerApis.map(Self.ownCopy)
    generation = other.generation
    formats = other.formats.map(Self.ownStorage)
    let reader = ThreadCallCache.currentIdentity
    copies = other.data.map { $0.isFirstReader(reader) } == false ? ResultCopies() : nil
  }

  /// A snapshot of instance values only, without store data (formatting helpers).
  convenience init(
    locale: String, context: MessagevisorContext, currency: String?, timeZone: String?
  ) {
    self.init(
      CallStateParts(locale: locale, context: context, currency: currency, timeZone: timeZone))
  }
}

extension CallState {
  /// The elements of `array` in a buffer of their own.
  fileprivate static func ownStorage<Element>(_ array: [Element]) -> [Element] {
    var copy: [Element] = []
    copy.reserveCapacity(array.count)
    copy.append(contentsOf: array)
    return copy
  }

  /// An API whose five closures are this copy's own, each calling the original's.
  fileprivate static func ownCopy(_ api: MessagevisorModuleApi) -> MessagevisorModuleApi {
    let setFlagResolver = api.setFlagResolver
    let setVariationResolver = api.setVariationResolver
    let getRevision = api.getRevision
    let onDiagnostic = api.onDiagnostic
    let reportDiagnostic = api.reportDiagnostic
    return MessagevisorModuleApi(
      setFlagResolver: { setFlagResolver($0) },
      setVariationResolver: { setVariationResolver($0) },
      getRevision: { try getRevision($0) },
      onDiagnostic: { onDiagnostic($0, $1) },
      reportDiagnostic: { reportDiagnostic($0) })
  }

  /// The entries of `dictionary` in storage of their own.
  fileprivate static func ownStorage<Value>(_ dictionary: [String: Value]) -> [String: Value] {
    var copy = [String: Value](minimumCapacity: dictionary.count)
    for (key, value) in dictionary {
      copy[key] = value
    }
    return copy
  }

  /// Every preset family of `presets` in storage of its own.
  fileprivate static func ownStorage(_ presets: FormatPresets) -> FormatPresets {
    FormatPresets(
      number: presets.number.map(ownStorage), date: presets.date.map(ownStorage),
      time: presets.time.map(ownStorage), relative: presets.relative.map(ownStorage),
      dateTimeRange: presets.dateTimeRange.map(ownStorage))
  }
}

/// The parts a `CallState` is assembled from.
struct CallStateParts {
  var locale: String
  var context: MessagevisorContext
  var currency: String?
  var timeZone: String?
  var data: LocaleData?
  var plan = ModulePlan.empty
  var formatterApis: [MessagevisorModuleApi] = []
  var transformerApis: [MessagevisorModuleApi] = []
  var generation = 0
  var formats: FormatPresets?
}

extension CallState {
  /// The entry of `key` in the stored datafile, lent in place, if any (valid while this
  /// snapshot is, so inside the lending scope of the borrowed snapshot; see `entry(_:)` for
  /// why it goes through `LocaleData`).
  func lentEntry(_ key: String) -> Borrowed<LookupEntry>? {
    data?.entryAddress(of: key).map(Borrowed.init)
  }
}

extension LocaleData {
  /// The entry of `key`, read from this datafile's own tables (see `CallState.entry(_:)`).
  func entry(_ key: String) -> LookupEntry? {
    entries[key]
  }

  /// The entry of `key` in place. Not inlined: inlined into a caller two references away
  /// (`call.data?.entries`), the table was retained and released around every lookup.
  @inline(never)
  func entryAddress(of key: String) -> UnsafePointer<LookupEntry>? {
    entries.entryAddress(of: key)
  }
}
