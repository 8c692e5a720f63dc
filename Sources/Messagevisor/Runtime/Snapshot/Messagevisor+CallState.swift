import Foundation

extension Messagevisor {
  /// The snapshot a call in `requested` (else the active locale) works with.
  ///
  /// The common call takes no lock and writes nothing other threads read: two acquiring
  /// loads (the store generation and this instance's change count) and a look in this
  /// thread's own cache (`ThreadCallCache`), which returns the thread's own copy. Reports
  /// `missing_locale` and throws when no locale can be selected.
  func callState(_ requested: String?) throws -> CallState {
    let stamp = ThreadCallCache.Stamp(
      instance: serial, generation: family.generation.current, change: changes.current)
    if let found = ThreadCallCache.snapshot(stamp, requested: requested) {
      return found
    }
    return try refreshCallState(requested, stamp: stamp)
  }

  /// What `translate` finds before it retains anything.
  enum CallLookup {
    /// The whole answer: a plain stored translation that no module needs to see, or a
    /// compiled one rendered where it is stored.
    case done(String)
    /// The call's snapshot and the key's entry in its datafile, for everything else.
    case call(CallState, LookupEntry?)
  }

  /// The answer for a stored translation read from this thread's borrowed snapshot when
  /// nothing else decides it (plain, or compiled for the sole formatter), else the snapshot.
  ///
  /// The snapshot, the entry and its compiled form are borrowed, not retained: the snapshot
  /// stays this thread's cache's until the outermost borrow ends, even when the module's
  /// render translates again on this thread (`ThreadCallCache.withSnapshot`). So the common
  /// call costs two atomic loads, the cache scan and the table lookup, plus the rendering.
  func lookUp(_ key: String, values: MessagevisorValues, options: TranslateOptions) throws
    -> CallLookup
  {
    let stamp = ThreadCallCache.Stamp(
      instance: serial, generation: family.generation.current, change: changes.current)
    let found = try ThreadCallCache.withSnapshot(stamp, requested: options.locale) {
      call throws -> CallLookup in
      guard let entry = call.lentEntry(key) else { return .call(call, nil) }
      if let answer = try answer(entry, key: key, values: values, options: options, call: call) {
        return .done(answer)
      }
      return .call(call, entry.pointee)
    }
    if let found { return found }
    let call = try refreshCallState(options.locale, stamp: stamp)
    return .call(call, call.entry(key))
  }

  /// Reads the instance's snapshot under its lock (building it when stale) and keeps this
  /// thread's copy of it, tagged with `stamp`, which was read before.
  private func refreshCallState(_ requested: String?, stamp: ThreadCallCache.Stamp) throws
    -> CallState
  {
    let (found, isActive, displaced) = state.withLock {
      state -> (CallState?, Bool, CallState?) in
      if let cached = state.cachedCallState(requested, generation: stamp.generation) {
        return (cached, true, nil)
      }
      guard let selected = requested ?? state.locale else { return (nil, false, nil) }
      let built = makeCallState(selected, state: &state)
      return (built, selected == state.locale, state.cache(built))
    }
    withExtendedLifetime(displaced) {}
    guard let found else {
      report(Diagnostics.missingLocale("Locale not set"))
      throw MessagevisorError("Locale not set")
    }
    let copy = CallState(copying: found)
    ThreadCallCache.current.keep(copy, stamp: stamp, isActive: isActive)
    return copy
  }

  /// Reads the store and assembles a snapshot; runs under the instance lock (the store lock
  /// is taken inside it, in the documented order) and runs no code of anyone's.
  private func makeCallState(_ locale: String, state: inout InstanceState) -> CallState {
    let (data, plan, generation) = family.store.withLock { store in
      (store.datafiles[locale], store.plan, store.generation.current)
    }
    var parts = CallStateParts(
      locale: locale, context: state.context, currency: state.currency,
      timeZone: state.timeZone, data: data, plan: plan, generation: generation)
    parts.formatterApis = plan.formatters.map { cachedApi(for: $0.module, state: &state) }
    parts.transformerApis = plan.transformers.map { cachedApi(for: $0.module, state: &state) }
    if locale == state.locale {
      parts.formats = precomputedFormats(locale: locale, parts: parts)
    }
    return CallState(parts)
  }

  /// The effective presets of a call without formats, currency or time zone of its own.
  private func precomputedFormats(locale: String, parts: CallStateParts) -> FormatPresets {
    let injection = FormatInjection(
      callCurrency: nil, callTimeZone: nil,
      instanceCurrency: parts.currency, instanceTimeZone: parts.timeZone,
      hostTimeZone: family.hostTimeZone)
    guard let data = parts.data else {
      let base = family.defaultFormats[locale] ?? FormatPresets()
      return injection.apply(FormatMerge.mergingProperties(base, nil))
    }
    return data.injectedFormats.value(for: injection) { $0.apply(data.baseFormats) }
  }

  /// The cached API of a module the plan just read from the store lists (so it is
  /// registered); a closed instance gets an inert one.
  private func cachedApi(for module: MessagevisorModule, state: inout InstanceState)
    -> MessagevisorModuleApi
  {
    if let record = state.apiCache.first(where: { $0.moduleID == module.identity }) {
      return record.api
    }
    let token = ApiToken()
    let api = makeApi(moduleID: module.identity, name: module.name, token: token)
    guard !state.closed else {
      token.revoke()
      return api
    }
    state.apiCache.append(ModuleApiRecord(moduleID: module.identity, api: api, token: token))
    return api
  }
}
