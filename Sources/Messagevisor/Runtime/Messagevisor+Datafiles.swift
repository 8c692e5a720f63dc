import Foundation

extension Messagevisor {
  /// Stores a datafile from JSON text.
  ///
  /// Invalid input reports `invalid_datafile` ("could not parse datafile") and changes nothing;
  /// this never throws.
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
  /// `invalid_datafile` and ignored.
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

  private func store(_ incoming: DatafileContent, policy: DatafileApplyPolicy) {
    guard !isChild else { return }
    let defaults = family.defaultFormats[incoming.locale]
    // The replaced datafile holds modules' compiled messages: released after unlocking.
    var replaced: LocaleData?
    defer { withExtendedLifetime(replaced) {} }
    mutate(.datafileSet) { state in
      let stored = family.store.withLock { store in
        let previous = store.datafiles[incoming.locale]
        let merged = DatafileMerge.merge(previous?.datafile, incoming, policy: policy)
        store.datafiles[incoming.locale] = LocaleData(datafile: merged, defaultFormats: defaults)
        replaced = previous
        return merged
      }
      let previous = state.locale
      if state.locale == nil { state.locale = stored.locale }
      return .datafileSet(
        datafile: stored,
        locale: stored.locale,
        activeLocale: state.locale,
        previousLocale: previous,
        replaced: policy == .replace
      )
    }
  }

  /// The stored datafile of a locale (active locale for nil).
  ///
  /// Reports `missing_locale` or `missing_datafile` and throws when there is none.
  public func getDatafile(locale: String? = nil) throws -> DatafileContent {
    try localeData(locale).datafile
  }

  /// The revision of a locale's datafile (active locale for nil).
  public func getRevision(locale: String? = nil) throws -> String {
    try getDatafile(locale: locale).revision
  }

  /// The direction of a locale's datafile; nil without a locale argument or active locale.
  public func getDirection(locale: String? = nil) throws -> String? {
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
