/// Turns parsed documents into validated entity definitions.
///
/// Messages, the bulk of a project, arrive validated (`ProjectDocuments` checks each on the
/// core that parsed it); their definitions, warnings and the first error are merged here in
/// key order, as a serial pass would produce them.
struct EntityAssembler {
  let documents: ProjectDocuments
  let config: ProjectConfig

  func assemble(into parts: inout ProjectParts) throws(ProjectError) {
    parts.localeKeys = documents[.locale].map(\.key)
    parts.messageKeys = documents.messages.map(\.key)
    parts.segmentKeys = documents[.segment].map(\.key)
    parts.targetKeys = documents[.target].map(\.key)
    parts.testKeys = documents[.test].map(\.key)
    parts.attributeKeys = documents[.attribute].map(\.key)
    // The keys of every file found (messages left unparsed by a filter included, so
    // references to them validate), as the messages were validated against while parsed.
    let context = documents.context
    parts.messageFilesFound = documents.foundMessageKeys.count
    var warnings: [String] = []
    for (key, node) in documents[.locale] {
      parts.locales[key] = try LocaleDefinition(
        node, key: key, context: context, warnings: &warnings)
    }
    for (key, node) in documents[.segment] {
      parts.segments[key] = try SegmentDefinition(node, key: key, context: context)
    }
    parts.messages.reserveCapacity(documents.messages.count)
    for (key, result) in documents.messages {
      let (message, found) = try result.get()
      parts.messages[key] = message
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
