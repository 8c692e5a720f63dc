import MessagevisorProject

/// The message files a filtered `test` run reads: those of its selected message specs.
///
/// With `--keyPattern`, `--assertionPattern`, `--locale` or `--shard` on the native builder,
/// the project is first loaded without any message file (tests, locales, targets and segments
/// only; message references still validate by key) to select the specs. A message spec needs
/// its message; a target spec needs the messages its assertions name when each is checked
/// against a datafile of just those (inclusion checks), else the messages its target's
/// `includeMessages` and `excludeMessages` let in (matched on keys, before a file is read); a
/// locale or segment spec may translate any message, so then every file is read. An unfiltered
/// run always reads and validates every file.
enum NeededMessages {
  /// Whether `options` filter the specs, so that reading fewer messages can pay off.
  static func isFiltered(_ options: TestOptions) -> Bool {
    options.keyPattern != nil || options.assertionPattern != nil || options.locale != nil
      || options.shard != nil
  }

  /// `selector` narrowed to the messages the selected specs need, or unchanged; `loaded` is
  /// `selector`'s project already loaded without message files, if the caller has it. An
  /// unfiltered run is narrowed only when the cache proves it may be (`narrowUnfiltered`).
  static func narrow(
    _ selector: SourceSelector, options: TestOptions, probe loaded: NativeProjectSource? = nil
  ) throws(CLIError) -> SourceSelector {
    guard isFiltered(options) else { return narrowUnfiltered(selector, options: options) }
    guard !options.list, selector.isNative else { return selector }
    let probe: NativeProjectSource
    if let loaded { probe = loaded } else { probe = try Self.probe(selector) }
    let selection = TestSelection(
      listed: try probe.listTests(keyPattern: options.keyPattern?.text),
      locales: options.locale?.locales, shard: options.shard)
    return narrowed(selector, to: selection.specs, probe: probe.project)
  }

  /// The project of `selector` loaded without any message file: its specs, locales, targets
  /// and segments, for choosing what to read.
  static func probe(_ selector: SourceSelector) throws(CLIError) -> NativeProjectSource {
    try NativeProjectSource(
      directory: selector.projectDirectory, set: selector.options.set, parsesMessage: { _ in false }
    )
  }

  /// `selector` reading only the messages `specs` need (their targets' from `probe`), or
  /// unchanged when one of them may translate any message.
  static func narrowed(_ selector: SourceSelector, to specs: [ProjectTestSpec], probe: Project)
    -> SourceSelector
  {
    guard let needed = needed(by: specs, probe: probe) else { return selector }
    var narrowed = selector
    narrowed.parsesMessage = needed
    return narrowed
  }

  /// For an unfiltered run: `selector` telling the loader which messages every spec needs,
  /// as `ProjectLoadOptions.MessageNeeds`. A full load answers it from the project it loaded,
  /// and the cache keeps the answer with that load's verdict; a later load that the cache
  /// proves unchanged since (every file as it was validated) reads only those messages, with
  /// no load to list the specs first. Unchanged when the run reads every message anyway:
  /// without a cache that trusts stamps, in a watch, with the npx builder or `--list`.
  static func narrowUnfiltered(_ selector: SourceSelector, options: TestOptions)
    -> SourceSelector
  {
    guard !isFiltered(options), !options.list, selector.memory == nil,
      selector.cache?.trustsFileStamps == true, selector.isNative
    else { return selector }
    var narrowed = selector
    narrowed.neededMessages = ProjectLoadOptions.MessageNeeds(
      purpose: "test", keys: neededKeys(of:))
    return narrowed
  }

  /// The message keys the specs of a fully loaded `project` need, in key order; nil when one
  /// of them may translate any message (or the specs cannot be listed).
  static func neededKeys(of project: Project) -> [String]? {
    guard let specs = try? project.listTests(applyMatrix: true, keyPattern: nil) else {
      return nil
    }
    let selection = TestSelection(listed: specs, locales: nil, shard: nil)
    guard let needed = needed(by: selection.specs, probe: project) else { return nil }
    return project.messageKeys.filter(needed)
  }

  /// Whether a message key is one `specs` need (their targets' from `probe`); nil when one of
  /// them may translate any message.
  private static func needed(by specs: [ProjectTestSpec], probe: Project)
    -> (@Sendable (String) -> Bool)?
  {
    var keys = Set<String>()
    var targets: [String: @Sendable (String) -> Bool] = [:]
    for spec in specs {
      switch spec.kind {
      case .message:
        guard let message = spec.message else { return nil }
        keys.insert(message)
      case .target:
        if let named = namedMessages(spec) {
          keys.formUnion(named)
          continue
        }
        guard let target = spec.target, let filter = probe.messageFilter(target: target)
        else { return nil }
        targets[target] = filter
      default:
        return nil
      }
    }
    let needed = keys
    let filters = Array(targets.values)
    return { key in needed.contains(key) || filters.contains { $0(key) } }
  }

  /// The messages a spec's assertions name, when each is evaluated against a datafile of just
  /// the messages it names (inclusion checks, translations of a named message: see
  /// `AssertionEvaluator.messagesRead`); nil when one needs its target's whole datafile.
  static func namedMessages(_ spec: ProjectTestSpec) -> Set<String>? {
    var keys = Set<String>()
    for assertion in spec.assertions {
      guard let named = AssertionEvaluator.messagesRead(assertion, spec: spec) else { return nil }
      keys.formUnion(named)
    }
    return keys
  }
}
