import Foundation
import MessagevisorProject

/// Works out the project files an import of `AppleStrings` writes: message files (merged
/// into existing ones), generated test specs that prove the import, and the locale, attribute,
/// target and config files the project still lacks.
///
/// Nothing is written here; errors are thrown before any file is planned.
struct XcodeImportPlanner {
  /// The strings read from the Apple file.
  let strings: AppleStrings
  /// The absolute project root.
  let root: String
  /// The project's configuration (defaults when it has no config file).
  let config: ProjectConfig

  /// The folder (relative to the tests folder) generated specs go in.
  static let testFolder = "xcode"

  private var warnings: [String] = []
  private var files: [String: String] = [:]
  private var usesDevices: Set<String> = []

  init(strings: AppleStrings, root: String, config: ProjectConfig) {
    self.strings = strings
    self.root = root
    self.config = config
  }

  /// The plan, or the first error.
  mutating func plan() throws(XcodeImportError) -> ImportPlan {
    guard config.parser == .yaml else {
      throw .shape(
        file: strings.file, key: nil, reason: "import writes YAML projects only (parser: json)")
    }
    var seen: [String: String] = [:]
    let languages = Set(strings.entries.flatMap(\.localizations.keys))
    for entry in strings.entries {
      guard let segments = AppleKeyMapping.segments(for: entry.key) else {
        throw .invalidKey(file: strings.file, key: entry.key)
      }
      let folded = segments.joined(separator: "/").lowercased()
      let messageKey = segments.joined(separator: config.namespaceCharacter)
      if let first = seen[folded] {
        throw .keyCollision(
          file: strings.file, first: first, second: entry.key, messageKey: messageKey)
      }
      seen[folded] = entry.key
      try importEntry(
        entry, segments: segments, messageKey: messageKey, languages: languages.sorted())
    }
    planSupportFiles(languages: languages)
    return ImportPlan(files: compare(), warnings: warnings)
  }

  // MARK: - One entry

  private struct Converted {
    var translations: [String: String] = [:]
    var states: [String: String?] = [:]
    var devices: [String: [String: String]] = [:]
    var positions: [String: Int] = [:]
    var assertions: [YAMLTree] = []
    /// The languages whose text the import converted (the others kept the project's text).
    var imported: Set<String> = []
  }

  private mutating func importEntry(
    _ entry: AppleEntry, segments: [String], messageKey: String, languages: [String]
  ) throws(XcodeImportError) {
    let comment = MessageComment(entry.comment)
    if entry.extractionState == "stale" {
      warnings.append(
        "key \"\(entry.key)\" is stale in \(strings.file) (Xcode no longer finds it in the "
          + "code); imported anyway")
    }
    let path = relative(config.directories[.message]) + "/" + segments.joined(separator: "/")
    let existingText = read(path + ".yml")
    var existing = YAMLTree.map([])
    if let existingText { existing = try parse(existingText, path: path + ".yml") }
    let current = CurrentExport(
      tree: existing, key: messageKey, languages: languages,
      sourceLanguage: strings.sourceLanguage, shape: strings.shape)
    var converted = Converted()
    for language in entry.localizations.keys.sorted() {
      guard let localization = entry.localizations[language] else { continue }
      if case .text(let text, _) = localization.value, text.isEmpty {
        warnings.append("key \"\(entry.key)\" has no \(language) text; left out")
        continue
      }
      if current.carriesText(of: localization, language: language) {
        // What export writes for the project's text: the translator left it alone, and the
        // project keeps its own (richer) text. Only a changed state is taken.
        if localization.value.state != current.state(of: language) {
          converted.states[language] = state(
            localization.value.state, key: entry.key, language: language)
        }
        continue
      }
      converted.imported.insert(language)
      try convert(
        localization, language: language, entry: entry, names: comment.names, into: &converted)
    }
    if Set(converted.positions.values).count > 1 {
      throw .specifierCount(file: strings.file, key: entry.key, counts: converted.positions)
    }
    let commentChanged = entry.comment != current.comment
    let shouldTranslateChanged = entry.shouldTranslate != current.shouldTranslate
    if converted.imported.isEmpty, converted.states.isEmpty, !commentChanged,
      !shouldTranslateChanged, let existingText
    {
      files[path + ".yml"] = existingText
      return
    }
    if !converted.imported.isEmpty {
      // The rewritten device overrides hold every language: the kept ones keep their texts.
      for (language, text) in current.message.translations
      where !converted.imported.contains(language) && converted.translations[language] == nil {
        converted.translations[language] = text
      }
      for (device, texts) in current.message.devices {
        for (language, text) in texts where !converted.imported.contains(language) {
          converted.devices[device, default: [:]][language] = text
        }
      }
    }
    files[path + ".yml"] = YAMLTreeWriter.document(
      merge(
        existing, converted: converted, comment: commentChanged ? comment : nil,
        shouldTranslate: shouldTranslateChanged ? entry.shouldTranslate : nil))
    guard !converted.imported.isEmpty else { return }
    let testPath =
      relative(config.directories[.test]) + "/" + Self.testFolder + "/"
      + segments.joined(separator: "/") + ".spec.yml"
    // An earlier import's assertions for the languages this one kept still hold.
    var assertions: [YAMLTree] = []
    if let earlier = read(testPath) {
      assertions =
        try parse(earlier, path: testPath)["assertions"]?.items.filter { assertion in
          assertion["locale"]?.string.map { !converted.imported.contains($0) } ?? false
        } ?? []
    }
    assertions += converted.assertions
    if converted.assertions.isEmpty {
      warnings.append("key \"\(entry.key)\": no assertion could be written")
    }
    if !assertions.isEmpty {
      files[testPath] = YAMLTreeWriter.document(
        .map([("message", .string(messageKey)), ("assertions", .list(assertions))]))
    }
  }

  private mutating func convert(
    _ localization: AppleLocalization, language: String, entry: AppleEntry, names: [Int: String],
    into converted: inout Converted
  ) throws(XcodeImportError) {
    let plurals = PluralSamples(language: language)
    let converter = AppleToICUConverter(
      file: strings.file, key: entry.key, language: language, names: names, plurals: plurals)
    var base = localization.value
    var devices: [String: AppleValue] = [:]
    if case .device(let forms) = localization.value {
      guard let fallback = forms["other"] ?? forms.keys.sorted().first.flatMap({ forms[$0] })
      else {
        throw .shape(file: strings.file, key: entry.key, reason: "empty device variations")
      }
      if forms["other"] == nil {
        warnings.append(
          "key \"\(entry.key)\" (\(language)): device variations without \"other\"; the first "
            + "device's text is the default")
      }
      base = fallback
      devices = forms.filter { $0.key != "other" }
    }
    let output = try converter.convert(base, substitutions: localization.substitutions)
    warnings += output.warnings
    converted.translations[language] = output.icu
    converted.positions[language] = output.slots.count
    converted.states[language] = state(localization.value.state, key: entry.key, language: language)
    converted.assertions += assertions(
      value: base, localization: localization, output: output, language: language,
      device: nil, plurals: plurals)
    for device in devices.keys.sorted() {
      guard let value = devices[device] else { continue }
      let deviceOutput = try converter.convert(value, substitutions: localization.substitutions)
      warnings += deviceOutput.warnings
      converted.devices[device, default: [:]][language] = deviceOutput.icu
      usesDevices.insert(device)
      converted.assertions += assertions(
        value: value, localization: localization, output: deviceOutput, language: language,
        device: device, plurals: plurals)
    }
  }

  /// The project status of an Apple state: nil (translated, the default), or `draft`.
  private mutating func state(_ state: String?, key: String, language: String) -> String? {
    switch state {
    case nil, "translated": return nil
    case "needs_review", "new", "stale": return "draft"
    case let other?:
      warnings.append(
        "key \"\(key)\" (\(language)): unknown state \"\(other)\" imported as draft")
      return "draft"
    }
  }

  // MARK: - Assertions

  private func assertions(
    value: AppleValue, localization: AppleLocalization, output: AppleToICUConverter.Output,
    language: String, device: String?, plurals: PluralSamples
  ) -> [YAMLTree] {
    if output.slots.values.contains(where: { $0.kind == .unsupported }) { return [] }
    let pluralPositions = output.pluralCategories.keys.sorted()
    var defaults: [Int: String] = [:]
    var choices: [[Int: String]] = []
    for position in pluralPositions {
      let categories = (output.pluralCategories[position] ?? []).filter {
        plurals.wholeSample($0) != nil
      }
      defaults[position] = categories.contains("other") ? "other" : categories.first
    }
    for position in pluralPositions {
      for category in output.pluralCategories[position] ?? []
      where plurals.wholeSample(category) != nil {
        var choice = defaults
        choice[position] = category
        choices.append(choice)
      }
    }
    if choices.isEmpty { choices = [defaults] }
    var result: [YAMLTree] = []
    for choice in choices {
      var samples: [Int: AppleFormatRenderer.Sample] = [:]
      var values: [(String, YAMLTree)] = []
      var labels: [String] = []
      for position in output.slots.keys.sorted() {
        guard let slot = output.slots[position] else { continue }
        let sample: AppleFormatRenderer.Sample
        switch slot.kind {
        case .text: sample = .text("v\(position)")
        case .integer: sample = .number(Double(10 + position))
        case .decimal: sample = .number(Double(position) + 1.5)
        case .plural:
          let category = choice[position] ?? "other"
          sample = .number(Double(plurals.wholeSample(category) ?? 5))
          labels.append("\(slot.name) \(category)")
        case .unsupported: return []
        }
        samples[position] = sample
        switch sample {
        case .text(let text): values.append((slot.name, .string(text)))
        case .number(let number): values.append((slot.name, .number(number)))
        }
      }
      let renderer = AppleFormatRenderer(language: language, values: samples, categories: choice)
      let expected = renderer.render(value, substitutions: localization.substitutions)
      var members: [(String, YAMLTree)] = [
        (
          "description",
          .string(
            ([language] + (device.map { ["device \($0)"] } ?? []) + labels)
              .joined(separator: ", "))
        ),
        ("locale", .string(language)),
      ]
      if !values.isEmpty { members.append(("values", .map(values))) }
      if let device { members.append(("context", .map([("device", .string(device))]))) }
      members.append(("expectedTranslation", .string(expected)))
      result.append(.map(members))
    }
    return result
  }

  // MARK: - Message file

  /// `existing` with the converted texts, states and device overrides; `comment` and
  /// `shouldTranslate` are nil when the catalog kept what the project has.
  private func merge(
    _ existing: YAMLTree, converted: Converted, comment: MessageComment?, shouldTranslate: Bool?
  ) -> YAMLTree {
    var tree = existing
    if case .map = tree {} else { tree = .map([]) }
    if let description = comment?.description { tree["description"] = .string(description) }
    if let shouldTranslate {
      var meta = tree["meta"] ?? .map([])
      meta["shouldTranslate"] = shouldTranslate ? nil : .bool(false)
      tree["meta"] = meta.members.isEmpty ? nil : meta
    }
    if !converted.translations.isEmpty {
      var translations = tree["translations"] ?? .map([])
      for language in converted.translations.keys.sorted() {
        translations[language] = converted.translations[language].map(YAMLTree.string)
      }
      tree["translations"] = translations
    }
    var states = tree["translationStates"] ?? .map([])
    for language in converted.states.keys.sorted() {
      if let status = converted.states[language] ?? nil {
        states[language] = .map([("status", .string(status))])
      } else {
        states[language] = nil
      }
    }
    tree["translationStates"] = states.members.isEmpty ? nil : states
    guard !converted.imported.isEmpty else { return tree }
    var overrides: [YAMLTree] = []
    var deviceKeys: [String: String] = [:]
    for override in tree["overrides"]?.items ?? [] {
      if let device = ExportedMessage.device(override["conditions"]) {
        deviceKeys[device] = override["key"]?.string
      } else {
        overrides.append(override)
      }
    }
    for device in converted.devices.keys.sorted() {
      var deviceTranslations: [(String, YAMLTree)] = []
      for language in converted.translations.keys.sorted() {
        let text = converted.devices[device]?[language] ?? converted.translations[language] ?? ""
        deviceTranslations.append((language, .string(text)))
      }
      overrides.append(
        .map([
          ("key", .string(deviceKeys[device] ?? "device-" + device)),
          (
            "conditions",
            .map([
              ("attribute", .string("device")), ("operator", .string("equals")),
              ("value", .string(device)),
            ])
          ),
          ("translations", .map(deviceTranslations)),
        ]))
    }
    tree["overrides"] = overrides.isEmpty ? nil : .list(overrides)
    return tree
  }

  // MARK: - Support files

  private mutating func planSupportFiles(languages: Set<String>) {
    let localesFolder = relative(config.directories[.locale])
    for language in languages.sorted() where read("\(localesFolder)/\(language).yml") == nil {
      files["\(localesFolder)/\(language).yml"] = YAMLTreeWriter.document(
        .map([("description", .string("\(language), imported from Xcode"))]))
    }
    if !usesDevices.isEmpty {
      let path = relative(config.directories[.attribute]) + "/device.yml"
      if read(path) == nil {
        let known = ["applewatch", "appletv", "ipad", "iphone", "ipod", "mac", "vision"]
        let values = Set(known).union(usesDevices).sorted().map(YAMLTree.string)
        files[path] = YAMLTreeWriter.document(
          .map([
            ("description", .string("The Apple device family, for Xcode's device variations")),
            ("type", .string("string")), ("enum", .list(values)),
          ]))
      }
    }
    let targets = config.directories[.target] ?? root + "/targets"
    let hasTarget =
      ((try? FileManager.default.subpathsOfDirectory(atPath: targets)) ?? []).contains {
        $0.hasSuffix(".yml")
      }
    if !hasTarget {
      files[relative(targets) + "/swift.yml"] = YAMLTreeWriter.document(
        .map([
          ("description", .string("Every message, for the Swift runner")),
          ("includeMessages", .string("*")),
        ]))
    }
    if config.configFile == nil {
      files["messagevisor.config.json"] =
        "{\n  \"sourceLocale\": \"\(strings.sourceLanguage)\",\n  \"modules\": [\"icu\"]\n}\n"
    } else if !config.knownModules.contains(.icu) {
      warnings.append(
        "the project does not enable the ICU module; imported plurals and arguments need it")
    }
  }

  // MARK: - Files

  private func relative(_ directory: String?) -> String {
    guard let directory else { return "" }
    return directory.hasPrefix(root + "/") ? String(directory.dropFirst(root.count + 1)) : directory
  }

  private func read(_ path: String) -> String? {
    let absolute = path.hasPrefix("/") ? path : root + "/" + path
    return FileManager.default.contents(atPath: absolute).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// The existing project file at `path`; one that does not parse stops the import rather
  /// than being overwritten.
  private func parse(_ text: String, path: String) throws(XcodeImportError) -> YAMLTree {
    do {
      return YAMLTree(try YAMLParser.parse(Array(text.utf8), file: path))
    } catch {
      throw .shape(file: path, key: nil, reason: "cannot merge into it: \(error)")
    }
  }

  private func compare() -> [ImportPlan.File] {
    files.keys.sorted().map { path in
      let contents = files[path] ?? ""
      let change: ImportPlan.Change
      switch read(path) {
      case nil: change = .create
      case contents?: change = .unchanged
      default: change = .update
      }
      return ImportPlan.File(path: path, contents: contents, change: change)
    }
  }
}
