/// Turns parsed documents into validated entity definitions.
///
/// Messages, the bulk of a project, are validated on all cores; their definitions, warnings
/// and the first error are merged in key order, as a serial pass would produce them.
struct EntityAssembler {
  let documents: ProjectDocuments
  let config: ProjectConfig
  var parallel = true

  func assemble(into parts: inout ProjectParts) throws(ProjectError) {
    parts.localeKeys = documents[.locale].map(\.key)
    parts.messageKeys = documents[.message].map(\.key)
    parts.segmentKeys = documents[.segment].map(\.key)
    parts.targetKeys = documents[.target].map(\.key)
    parts.testKeys = documents[.test].map(\.key)
    parts.attributeKeys = documents[.attribute].map(\.key)
    var context = SchemaContext()
    context.localeKeys = Set(parts.localeKeys)
    context.segmentKeys = Set(parts.segmentKeys)
    // Messages left unparsed by a filter are still known, so references to them validate.
    context.messageKeys = Set(documents.foundMessageKeys)
    parts.messageFilesFound = documents.foundMessageKeys.count
    context.targetKeys = Set(parts.targetKeys)
    context.namespaceCharacter = config.namespaceCharacter
    context.exportOverrideKeySeparator = config.exportOverrideKeySeparator
    var warnings: [String] = []
    for (key, node) in documents[.locale] {
      parts.locales[key] = try LocaleDefinition(
        node, key: key, context: context, warnings: &warnings)
    }
    for (key, node) in documents[.segment] {
      parts.segments[key] = try SegmentDefinition(node, key: key, context: context)
    }
    let messageDocuments = documents[.message]
    let messages = ParallelWork.map(messageDocuments.count, parallel: parallel) {
      [context] number in
      let (key, node) = messageDocuments[number]
      var found: [String] = []
      return Result { () throws(ProjectError) in
        (try MessageDefinition(node, key: key, context: context, warnings: &found), found)
      }
    }
    parts.messages.reserveCapacity(messages.count)
    for (number, result) in messages.enumerated() {
      let (message, found) = try result.get()
      parts.messages[messageDocuments[number].key] = message
      warnings += found
    }
    for (key, node) in documents[.target] {
      parts.targets[key] = try TargetDefinition(
        node, key: key, context: context, warnings: &warnings)
    }
    for (key, node) in documents[.attribute] {
      _ = try AttributeDefinition(node, key: key)
    }
    for (key, node) in documents[.test] {
      parts.tests[key] = try TestDefinition(node, key: key, context: context, warnings: &warnings)
    }
    parts.warnings = warnings
  }
}

/// Rejects cycles in locale inheritance fields.
enum LocaleCycleCheck {
  static func check(_ locales: [String: LocaleDefinition], keys: [String]) throws(ProjectError) {
    for field in LocaleChainField.allCases {
      for start in keys {
        var visited: [String] = []
        var current: String? = start
        while let key = current, let locale = locales[key] {
          if let index = visited.firstIndex(of: key) {
            let cycle = Array(visited[index...]) + [key]
            let position = locales[cycle[0]]?.inheritancePositions[field.rawValue]
            throw .cyclicInheritance(
              position ?? SourcePosition(file: locale.file, line: 1, column: 1, offset: 0),
              field: field.rawValue, cycle: cycle)
          }
          visited.append(key)
          current = locale.parent(field)
        }
      }
    }
  }
}
