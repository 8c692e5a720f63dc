/// Compiles the datafiles of one target (build-and-cli-json §3.2–§3.8).
///
/// Create one per target and call `compile(locale:revision:)` for each locale: segment
/// specialization is cached across locales.
struct DatafileCompiler {
  /// The version string written into natively built datafiles (docs/decisions.md D4).
  static let messagevisorVersion = "messagevisor-swift/0.2.0"

  private let project: Project
  private let target: TargetDefinition
  private let messageKeys: [String]
  private var specializer: TargetSpecializer

  /// Prepares a compiler; `messageKeys` nil means every message passing the target matcher.
  init(project: Project, target: TargetDefinition, messageKeys: [String]? = nil) {
    self.project = project
    self.target = target
    self.messageKeys = (messageKeys ?? project.messageKeys).filter(target.includes(message:))
    specializer = TargetSpecializer(context: target.context, segments: project.segments)
  }

  /// Builds the datafile of one locale as an ordered JSON object.
  mutating func compile(locale: String, revision: String) throws(ProjectError) -> JSONObject {
    var state = DatafileState()
    for key in messageKeys {
      guard let message = project.messages[key] else { continue }
      try add(message, locale: locale, into: &state)
    }
    var datafile = JSONObject()
    datafile["schemaVersion"] = .string("1")
    datafile["messagevisorVersion"] = .string(Self.messagevisorVersion)
    datafile["revision"] = .string(revision)
    datafile["target"] = .string(target.key)
    datafile["locale"] = .string(locale)
    if let direction = project.locales[locale]?.direction {
      datafile["direction"] = .string(direction)
    }
    datafile["formats"] = formats(locale: locale, used: state.usedFormats)
    datafile["segments"] = .object(segmentsSection(state.usedSegmentKeys))
    datafile["messages"] = .object(state.messages)
    datafile["translations"] = .object(state.translations)
    if target.revisionFromHash {
      datafile["revision"] = .string("")
      datafile["revision"] = .string(SHA1.hexDigest(JSONWriter.compact(.object(datafile))))
    }
    return datafile
  }

  private mutating func add(
    _ message: MessageDefinition,
    locale: String,
    into state: inout DatafileState
  ) throws(ProjectError) {
    guard !message.archived else { return }
    let locales = project.locales
    guard
      let translation = LocaleChain.resolve(message.translations, locale: locale, locales: locales)
    else { return }
    state.translations.appendNew(message.key, .string(translation))
    try state.recordUsedFormats(
      translation, enabled: target.includeOnlyUsedFormats, message.key, locale)
    var overrides: [JSONValue] = []
    for override in message.overrides {
      guard let compiled = compileOverride(override, locale: locale, state: &state) else {
        continue
      }
      try state.recordUsedFormats(
        compiled.translation, enabled: target.includeOnlyUsedFormats, message.key, locale)
      overrides.append(.object(compiled.object))
    }
    var entry = JSONObject()
    if message.deprecated { entry["deprecated"] = .bool(true) }
    if let warning = message.deprecationWarning { entry["deprecationWarning"] = .string(warning) }
    if let meta = message.meta { entry["meta"] = meta }
    if !overrides.isEmpty { entry["overrides"] = .array(overrides) }
    let warningTruthy = !(message.deprecationWarning ?? "").isEmpty
    if message.deprecated || warningTruthy || message.meta != nil || !overrides.isEmpty {
      state.messages.appendNew(message.key, .object(entry))
    }
  }

  private mutating func compileOverride(
    _ override: OverrideDefinition,
    locale: String,
    state: inout DatafileState
  ) -> (object: JSONObject, translation: String)? {
    let locales = project.locales
    guard let text = LocaleChain.resolve(override.translations, locale: locale, locales: locales)
    else { return nil }
    var object = JSONObject([("key", .string(override.key)), ("translation", .string(text))])
    if let conditions = override.conditions {
      switch specializer.condition(conditions) {
      case .never: return nil
      case .always: if conditions == .all { object["conditions"] = .string("*") }
      case .partial(let simplified): object["conditions"] = stringify(simplified.json)
      }
    }
    if let segments = override.segments {
      switch specializer.group(segments) {
      case .never: return nil
      case .always: if segments == .all { object["segments"] = .string("*") }
      case .partial(let simplified):
        state.usedSegmentKeys.formUnion(simplified.segmentKeys)
        object["segments"] = stringify(simplified.json)
      }
    }
    return (object, text)
  }

  /// `stringifyExpr`: compact JSON text unless `stringify: false` or already a string.
  private func stringify(_ value: JSONValue) -> JSONValue {
    if !target.stringify { return value }
    if case .string = value { return value }
    return .string(JSONWriter.compact(value))
  }

  private func segmentsSection(_ keys: Set<String>) -> JSONObject {
    var section = JSONObject()
    let sorted = keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
    for key in sorted {
      guard let conditions = specializer.specializedSegments[key],
        let segment = project.segments[key]
      else { continue }
      var object = segment.emitted
      object["conditions"] = stringify(conditions.json)
      section.appendNew(key, .object(object))
    }
    return section
  }

  private func formats(locale: String, used: [String: [String]]) -> JSONValue? {
    let merged = FormatResolver.resolve(
      locale: locale, locales: project.locales, overlay: target.formats)
    if target.includeOnlyUsedFormats {
      let include = used.mapValues(GlobSet.init)
      return FormatResolver.filter(merged, include: include, exclude: nil)
    }
    return FormatResolver.filter(
      merged, include: target.includeFormats, exclude: target.excludeFormats)
  }
}

/// The accumulating parts of one datafile.
private struct DatafileState {
  var translations = JSONObject()
  var messages = JSONObject()
  var usedSegmentKeys: Set<String> = []
  var usedFormats: [String: [String]] = [:]

  mutating func recordUsedFormats(
    _ translation: String,
    enabled: Bool,
    _ message: String,
    _ locale: String
  ) throws(ProjectError) {
    guard enabled else { return }
    let references: [StyleReference]
    do {
      references = try UsedFormatExtraction.styleReferences(in: translation)
    } catch {
      throw .invalidICU(
        message: message, locale: locale, translation: translation, reason: error.reason,
        offset: error.offset)
    }
    for reference in references
    where !(usedFormats[reference.family]?.contains(reference.style) ?? false) {
      usedFormats[reference.family, default: []].append(reference.style)
    }
  }
}
