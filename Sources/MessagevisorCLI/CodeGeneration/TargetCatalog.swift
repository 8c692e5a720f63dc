import Messagevisor
import MessagevisorProject

/// The messages a target ships, read from its datafiles (one per target locale).
///
/// Using the built datafiles means locale inheritance, `includeMessages`/`excludeMessages`,
/// archived messages and compile-time context are applied exactly as in the app.
struct TargetCatalog: Sendable {
  /// The target's locales in authored order.
  let locales: [String]
  /// The locale doc comments quote: config `sourceLocale`, else the target's first locale.
  let sourceLocale: String?
  /// The messages, sorted by key.
  let messages: [TargetMessage]

  /// Builds every datafile of `target` and collects the messages.
  init(project: Project, target: String) throws(CodeGenerationError) {
    let datafiles = try Self.datafiles(project: project, target: target)
    locales = datafiles.map(\.locale)
    let source = project.config.sourceLocale ?? locales.first
    sourceLocale = source
    var sourceData = datafiles.first { $0.locale == source }
    if sourceData == nil, let source, project.localeKeys.contains(source) {
      sourceData = try Self.run { () throws(ProjectError) in
        try project.build(target: target, locale: source, revision: project.storedRevision)
      }
    }
    messages = Self.messages(datafiles, source: sourceData)
  }

  private static func datafiles(
    project: Project,
    target: String
  ) throws(CodeGenerationError) -> [DatafileContent] {
    let output = try run { () throws(ProjectError) in
      try project.buildDatafiles(target: target, revision: project.storedRevision)
    }
    var result: [DatafileContent] = []
    for line in output.datafiles {
      do {
        result.append(try DatafileContent.fromJSON(line))
      } catch {
        throw .project(.unreadable(path: "(datafile of target \(target))", reason: "\(error)"))
      }
    }
    return result
  }

  private static func messages(
    _ datafiles: [DatafileContent],
    source: DatafileContent?
  ) -> [TargetMessage] {
    var byKey: [String: TargetMessage] = [:]
    for datafile in datafiles {
      let keys = Set(datafile.translations.keys).union(datafile.messages.keys)
      for key in keys {
        byKey[key, default: TargetMessage(key: key)].texts += texts(of: key, in: datafile)
      }
    }
    for (key, message) in byKey {
      let fromSource = source.flatMap { data in
        data.translations[key].map { MessageText(locale: data.locale, override: nil, text: $0) }
      }
      byKey[key]?.sourceText = fromSource ?? message.texts.first { $0.override == nil }
    }
    return byKey.values.sorted { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }
  }

  private static func texts(of key: String, in datafile: DatafileContent) -> [MessageText] {
    var result: [MessageText] = []
    if let base = datafile.translations[key] {
      result.append(MessageText(locale: datafile.locale, override: nil, text: base))
    }
    for override in datafile.messages[key]?.overrides ?? [] {
      result.append(
        MessageText(locale: datafile.locale, override: override.key, text: override.translation))
    }
    return result
  }

  private static func run<T>(
    _ body: () throws(ProjectError) -> T
  ) throws(CodeGenerationError) -> T {
    do {
      return try body()
    } catch {
      throw .project(error)
    }
  }
}
