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
  /// `selector`'s project already loaded without message files, if the caller has it.
  static func narrow(
    _ selector: SourceSelector, options: TestOptions, probe loaded: NativeProjectSource? = nil
  ) throws(CLIError) -> SourceSelector {
    guard isFiltered(options), !options.list, selector.isNative else { return selector }
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
    var keys = Set<String>()
    var targets: [String: @Sendable (String) -> Bool] = [:]
    for spec in specs {
      switch spec.kind {
      case .message:
        guard let message = spec.message else { return selector }
        keys.insert(message)
      case .target:
        if let named = namedMessages(spec) {
          keys.formUnion(named)
          continue
        }
        guard let target = spec.target, let filter = probe.messageFilter(target: target)
        else { return selector }
        targets[target] = filter
      default:
        return selector
      }
    }
    var narrowed = selector
    let needed = keys
    let filters = Array(targets.values)
    narrowed.parsesMessage = { key in
      needed.contains(key) || filters.contains { $0(key) }
    }
    return narrowed
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
