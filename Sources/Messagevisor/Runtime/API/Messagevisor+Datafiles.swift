import Foundation

extension Messagevisor {
  /// Stores a datafile from JSON text.
  ///
  /// The datafile is merged into the stored one of its locale, or replaces it with `replace`.
  /// Invalid input reports `invalid_datafile` ("could not parse datafile") and changes nothing;
  /// this never throws.
  ///
  ///     sdk.setDatafile(germanJSON)  // merged into the stored de-DE datafile, if any
  ///     try sdk.setLocale("de-DE")
  public func setDatafile(_ json: String, replace: Bool = false) {
    setDatafile(Data(json.utf8), policy: DatafileApplyPolicy(replace: replace))
  }

  /// Stores a datafile from JSON text, merged or replacing as `policy` says.
  public func setDatafile(_ json: String, policy: DatafileApplyPolicy) {
    setDatafile(Data(json.utf8), policy: policy)
  }

  /// Stores a datafile from JSON bytes; invalid input is reported, never thrown.
  public func setDatafile(_ data: Data, replace: Bool = false) {
    setDatafile(data, policy: DatafileApplyPolicy(replace: replace))
  }

  /// Stores a datafile from JSON bytes, merged or replacing as `policy` says.
  public func setDatafile(_ data: Data, policy: DatafileApplyPolicy) {
    do {
      store(try DatafileContent.fromData(data), policy: policy)
    } catch {
      report(Diagnostics.invalidDatafile(Diagnostics.describe(error)))
    }
  }

  /// Stores a typed datafile, merged into the stored one of its locale unless `replace`.
  ///
  /// The schema version, locale and direction are validated; invalid datafiles are reported as
  /// `invalid_datafile` and ignored. Never throws.
  ///
  ///     sdk.setDatafile(try DatafileContent.fromJSON(json), replace: true)
  public func setDatafile(_ datafile: DatafileContent, replace: Bool = false) {
    setDatafile(datafile, policy: DatafileApplyPolicy(replace: replace))
  }

  /// Stores a typed datafile, merged or replacing as `policy` says; validated like
  /// `setDatafile(_:replace:)`.
  public func setDatafile(_ datafile: DatafileContent, policy: DatafileApplyPolicy) {
    guard datafile.hasValidIdentity else {
      report(Diagnostics.invalidDatafile("Invalid datafile identity or direction."))
      return
    }
    store(datafile, policy: policy)
  }

  /// Merges and indexes the datafile outside every lock, compiles its translations when the
  /// modules compile, then swaps it in; retries when another writer stored this locale's
  /// datafile (or the modules changed) meanwhile.
  ///
  /// Readers are never blocked while a large datafile is decoded, indexed or compiled: the
  /// locks are held only for the same-object check and the swap, and the event is emitted in
  /// the same critical section, so events keep the order of the swaps.
  private func store(_ incoming: DatafileContent, policy: DatafileApplyPolicy) {
    guard !isChild else { return }
    let defaults = family.defaultFormats[incoming.locale]
    while true {
      let (previous, plan) = family.store.withLock { store in
        (store.datafiles[incoming.locale], store.plan)
      }
      let merged = DatafileMerge.merge(previous?.datafile, incoming, policy: policy)
      let built = LocaleData(datafile: merged, defaultFormats: defaults)
      built.compile(plan: plan, engine: family.formattingEngine, reusing: previous)
      let swap = DatafileSwap(data: built, replacing: previous, plan: plan)
      if store(swap, datafile: merged, policy: policy) { return }
    }
  }

  /// Swaps a built datafile in and emits `datafileSet`; false (and no event) when the store
  /// no longer holds `swap.replacing` or `swap.plan`. The replaced datafile holds modules'
  /// compiled messages: the caller releases it, after unlocking.
  private func store(_ swap: DatafileSwap, datafile: DatafileContent, policy: DatafileApplyPolicy)
    -> Bool
  {
    mutateUnlessDeclined(.datafileSet) { state in
      let swapped = family.store.withLock { store in
        guard store.datafiles[datafile.locale] === swap.replacing, store.plan === swap.plan
        else { return false }
        store.datafiles[datafile.locale] = swap.data
        return true
      }
      guard swapped else { return nil }
      let previous = state.locale
      if state.locale == nil { state.locale = datafile.locale }
      return .datafileSet(
        datafile: datafile,
        locale: datafile.locale,
        activeLocale: state.locale,
        previousLocale: previous,
        replaced: policy == .replace
      )
    }
  }

  /// The stored datafile of a locale (active locale for nil).
  func getDatafile(locale: String? = nil) throws -> DatafileContent {
    try localeData(locale).datafile
  }

  /// The revision of a locale's datafile (active locale for nil).
  func getRevision(locale: String? = nil) throws -> String {
    try getDatafile(locale: locale).revision
  }

  /// The direction of a locale's datafile; nil without a locale argument or active locale.
  func getDirection(locale: String? = nil) throws -> String? {
    guard locale != nil || getLocale() != nil else { return nil }
    return try getDatafile(locale: locale).direction
  }

  func localeData(_ locale: String?) throws -> LocaleData {
    guard let selected = locale ?? getLocale() else {
      report(Diagnostics.missingLocale("Datafile not found: no locale is set"))
      throw MessagevisorError("Datafile not found: no locale is set")
    }
    guard let data = family.store.withLock({ $0.datafiles[selected] }) else {
      report(Diagnostics.missingDatafile(locale: selected))
      throw MessagevisorError("Datafile not found for locale: \(selected)")
    }
    return data
  }
}

/// A datafile built outside the locks, and what the store must still hold to take it.
struct DatafileSwap {
  /// The built datafile.
  let data: LocaleData
  /// The datafile it was merged from (nil: none was stored).
  let replacing: LocaleData?
  /// The module plan it was compiled for.
  let plan: ModulePlan
}
