import MessagevisorProject

/// The message files a filtered `test` run reads: those of its selected message specs.
///
/// With `--keyPattern`, `--assertionPattern`, `--locale` or `--shard` on the native builder,
/// the project is first loaded without any message file (tests, locales, targets and segments
/// only; message references still validate by key) to select the specs. When every selected
/// spec tests a message, only those messages are read for the run; a target, locale or segment
/// spec may translate any message, so then every file is read. An unfiltered run always reads
/// and validates every file.
enum NeededMessages {
  /// Whether `options` filter the specs, so that reading fewer messages can pay off.
  static func isFiltered(_ options: TestOptions) -> Bool {
    options.keyPattern != nil || options.assertionPattern != nil || options.locale != nil
      || options.shard != nil
  }

  /// `selector` narrowed to the messages the selected specs need, or unchanged.
  static func narrow(_ selector: SourceSelector, options: TestOptions) throws(CLIError)
    -> SourceSelector
  {
    guard isFiltered(options), !options.list, selector.isNative else { return selector }
    let probe = try probe(selector)
    let selection = TestSelection(
      listed: try probe.listTests(keyPattern: options.keyPattern?.text),
      locales: options.locale?.locales, shard: options.shard)
    return narrowed(selector, to: selection.specs)
  }

  /// The project of `selector` loaded without any message file: its specs, locales, targets
  /// and segments, for choosing what to read.
  static func probe(_ selector: SourceSelector) throws(CLIError) -> NativeProjectSource {
    try NativeProjectSource(
      directory: selector.projectDirectory, set: selector.options.set, parsesMessage: { _ in false }
    )
  }

  /// `selector` reading only the messages `specs` test, or unchanged when one of them is not a
  /// message spec (it may translate any message).
  static func narrowed(_ selector: SourceSelector, to specs: [ProjectTestSpec]) -> SourceSelector {
    var keys = Set<String>()
    for spec in specs {
      guard spec.kind == .message, let message = spec.message else { return selector }
      keys.insert(message)
    }
    var narrowed = selector
    let needed = keys
    narrowed.parsesMessage = { needed.contains($0) }
    return narrowed
  }
}
