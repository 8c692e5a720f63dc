import Messagevisor

extension Project {
  /// The revision a build command writes (build-and-cli-json §3.1 step 5).
  ///
  /// `explicit` (`--revision`) wins; otherwise the stored revision plus one when it is a
  /// number (`"41"` → `"42"`), else the stored revision unchanged.
  func nextRevision(explicit: String? = nil) -> String {
    if let explicit { return explicit }
    guard let number = JSNumber.parse(storedRevision) else { return storedRevision }
    return JSNumber.format(number + 1)
  }

  /// Builds the datafile of `target` for `locale`, as JS `buildDatafile` does: the target's
  /// `locales` list is not consulted (docs/decisions.md D3).
  ///
  /// `target` nil is the targetless build (§3.11). `revision` nil uses `nextRevision()`.
  /// Throws `unknownTarget`, `unknownLocale` or `invalidICU`.
  package func build(
    target: String?,
    locale: String,
    revision: String? = nil
  ) throws(ProjectError) -> DatafileContent {
    DatafileConversion.content(
      try datafileObject(target: target, locale: locale, revision: revision))
  }

  /// The compact one-line JSON of `build(target:locale:revision:)`, byte-compatible with
  /// `JSON.stringify` of the JS datafile.
  ///
  /// `messages` narrows the datafile to those of the target's messages (a test assertion that
  /// translates one message needs only its entry: each message compiles on its own); nil
  /// builds every message the target includes.
  package func buildJSON(
    target: String?,
    locale: String,
    revision: String? = nil,
    messages: [String]? = nil
  ) throws(ProjectError) -> String {
    JSONWriter.compact(
      .object(
        try datafileObject(target: target, locale: locale, revision: revision, messages: messages)
      ))
  }

  /// The datafiles of `build --json [--target=T] [--locale=L] [--revision=R]`
  /// (build-and-cli-json §3.1).
  ///
  /// Builds `[T]` or every target; each target's locales (all when it lists none) filtered to
  /// `L`. A real locale the target does not list builds nothing and is reported in `skipped`
  /// (docs/decisions.md D3). An unknown `L` throws `unknownLocale` with the JS message `Unknown
  /// locale "L".`.
  package func buildDatafiles(
    target: String? = nil,
    locale: String? = nil,
    revision: String? = nil
  ) throws(ProjectError) -> ProjectBuildOutput {
    if let locale, locales[locale] == nil {
      throw .unknownLocale(locale, available: [])
    }
    let selected = target.map { [$0] } ?? targetKeys
    let resolvedRevision = nextRevision(explicit: revision)
    var output = ProjectBuildOutput()
    for key in selected {
      guard let definition = targets[key] else { throw .unknownTarget(key) }
      var targetLocales = definition.locales ?? localeKeys
      if let locale {
        targetLocales = targetLocales.filter { $0 == locale }
        if targetLocales.isEmpty {
          output.skipped.append(.localeNotListed(target: key, locale: locale))
        }
      }
      var compiler = DatafileCompiler(project: self, target: definition)
      for targetLocale in targetLocales {
        let object = try compiler.compile(locale: targetLocale, revision: resolvedRevision)
        output.datafiles.append(JSONWriter.compact(.object(object)))
      }
    }
    return output
  }

  /// The datafile of one message with no target (JS `buildMessageDatafile`, used by examples).
  func buildMessageDatafile(
    message: String,
    locale: String,
    revision: String? = nil
  ) throws(ProjectError) -> DatafileContent {
    guard locales[locale] != nil else { throw .unknownLocale(locale, available: localeKeys) }
    let keys = messages[message] == nil ? [] : [message]
    var compiler = DatafileCompiler(project: self, target: TargetDefinition(), messageKeys: keys)
    let object = try compiler.compile(locale: locale, revision: revision ?? storedRevision)
    return DatafileConversion.content(object)
  }

  func targetDefinition(_ key: String?) throws(ProjectError) -> TargetDefinition {
    guard let key else { return TargetDefinition() }
    guard let definition = targets[key] else { throw .unknownTarget(key) }
    return definition
  }

  func datafileObject(
    target: String?,
    locale: String,
    revision: String?,
    messages: [String]? = nil
  ) throws(ProjectError) -> JSONObject {
    let definition = try targetDefinition(target)
    guard locales[locale] != nil else { throw .unknownLocale(locale, available: localeKeys) }
    let keys = messages.map { $0.filter { self.messages[$0] != nil }.sorted() }
    var compiler = DatafileCompiler(project: self, target: definition, messageKeys: keys)
    return try compiler.compile(locale: locale, revision: nextRevision(explicit: revision))
  }
}
