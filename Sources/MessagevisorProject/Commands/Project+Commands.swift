import Foundation

extension Project {
  /// `build --json [--target=T] [--locale=L] [--revision=R]` (build-and-cli-json §3.1).
  ///
  /// Builds `[T]` or every target; each target's locales (all when it lists none) filtered to
  /// `L`. A real locale the target does not list builds nothing and adds a warning (D3).
  /// An unknown `L` throws `unknownLocale` with the JS message `Unknown locale "L".`.
  package func buildCommand(
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
          output.warnings.append(
            "warning: target \"\(key)\" does not list locale \"\(locale)\"; nothing built")
        }
      }
      var compiler = DatafileCompiler(project: self, target: definition)
      for targetLocale in targetLocales {
        let object = try compiler.compile(locale: targetLocale, revision: resolvedRevision)
        output.lines.append(JSONWriter.compact(.object(object)))
      }
    }
    return output
  }

  /// The stdout of `list --tests [--applyMatrix] --json [--keyPattern=K] [--pretty]`,
  /// including the trailing newline.
  package func listTestsCommand(
    applyMatrix: Bool = true,
    keyPattern: String? = nil,
    pretty: Bool = false
  ) throws(ProjectError) -> String {
    let tests = try TestLister(project: self).tests(
      applyMatrix: applyMatrix, keyPattern: keyPattern)
    return JSONWriter(indent: pretty ? 2 : 0).string(.array(tests)) + "\n"
  }

  /// The stdout of `list --segments --json [--pretty]`, including the trailing newline.
  package func listSegmentsCommand(pretty: Bool = false) -> String {
    let entries = segmentKeys.compactMap { segments[$0].map { JSONValue.object($0.listed) } }
    return JSONWriter(indent: pretty ? 2 : 0).string(.array(entries)) + "\n"
  }

  /// The stdout of `examples --json [--locale=L] [--pretty]` without `evaluatedTranslation`
  /// (D14), including the trailing newline.
  package func examplesCommand(locale: String? = nil, pretty: Bool = false) throws(ProjectError)
    -> String
  {
    let object = try ExampleLister(project: self).examples(locale: locale)
    return JSONWriter(indent: pretty ? 2 : 0).string(.object(object)) + "\n"
  }

  /// The expanded tests as typed specs (same content as `listTestsCommand`).
  package func listTests(
    applyMatrix: Bool = true,
    keyPattern: String? = nil
  ) throws(ProjectError) -> [ProjectTestSpec] {
    let text = try listTestsCommand(applyMatrix: applyMatrix, keyPattern: keyPattern)
    return try Self.decodeOwnOutput { try ProjectTestSpec.decodeList(from: text) }
  }

  /// The segments as typed entries (same content as `listSegmentsCommand`).
  package func listSegments() throws(ProjectError) -> ProjectSegmentList {
    let text = listSegmentsCommand()
    return try Self.decodeOwnOutput { try ProjectSegmentList.decode(from: text) }
  }

  /// The examples as typed entries (same content as `examplesCommand`).
  package func examples(locale: String? = nil) throws(ProjectError) -> ProjectExamples {
    let text = try examplesCommand(locale: locale)
    return try Self.decodeOwnOutput { try ProjectExamples.decode(from: text) }
  }

  private static func decodeOwnOutput<T>(_ body: () throws -> T) throws(ProjectError) -> T {
    do {
      return try body()
    } catch {
      throw .unreadable(path: "(listing)", reason: String(describing: error))
    }
  }
}
