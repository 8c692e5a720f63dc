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
  /// `selector` narrowed to the messages the selected specs need, or unchanged.
  static func narrow(_ selector: SourceSelector, options: TestOptions) throws(CLIError)
    -> SourceSelector
  {
    let filtered =
      options.keyPattern != nil || options.assertionPattern != nil || options.locale != nil
      || options.shard != nil
    guard filtered, !options.list, selector.isNative else { return selector }
    let probe = try NativeProjectSource(
      directory: selector.projectDirectory, set: selector.options.set, parsesMessage: { _ in false }
    )
    let selection = TestSelection(
      listed: try probe.listTests(keyPattern: options.keyPattern?.text),
      locales: options.locale?.locales, shard: options.shard)
    var keys = Set<String>()
    for spec in selection.specs {
      guard spec.kind == .message, let message = spec.message else { return selector }
      keys.insert(message)
    }
    var narrowed = selector
    let needed = keys
    narrowed.parsesMessage = { needed.contains($0) }
    return narrowed
  }
}
