/// Writes the Swift source of a namespace tree.
///
/// Output is deterministic: members are sorted by Swift name, accessors before nested
/// namespaces, two-space indentation, lines kept within 100 columns where a break is possible.
struct AccessorWriter {
  static let lineLength = 100

  /// `public ` or empty.
  let modifier: String
  /// Whether parameter types are written with their module (`Foundation.Date`).
  let qualifiedTypes: Bool
  /// The source written so far, one element per line.
  private(set) var lines: [String] = []

  /// A writer for `tree`; types are qualified only when one of its namespaces would hide them.
  init(modifier: String, tree: NamespaceTree) {
    self.modifier = modifier
    qualifiedTypes = tree.root.contains { ArgumentType.shadowingNames.contains($0.name) }
  }

  /// Appends one namespace and everything in it.
  mutating func write(_ namespace: NamespaceTree.Namespace, depth: Int, doc: [String]) {
    let indent = String(repeating: "  ", count: depth)
    lines += DocComment(indent: indent).lines(doc)
    lines.append("\(indent)\(modifier)enum \(SwiftIdentifier.escaped(namespace.name)) {")
    var first = true
    for accessor in namespace.accessors {
      if !first { lines.append("") }
      first = false
      write(accessor, indent: indent + "  ")
    }
    for child in namespace.children {
      if !first { lines.append("") }
      first = false
      write(child, depth: depth + 1, doc: ["Messages under `\(child.path)`."])
    }
    lines.append("\(indent)}")
  }

  private mutating func write(_ accessor: NamespaceTree.Accessor, indent: String) {
    lines += DocComment(indent: indent).lines(documentation(accessor.message))
    let name = SwiftIdentifier.escaped(accessor.name)
    let key = SwiftLiteral.string(accessor.message.key)
    if accessor.parameters.isEmpty {
      let head = "\(indent)\(modifier)static let \(name) = MessagevisorMessage("
      fit(head + "key: \(key))", or: [head, "\(indent)  key: \(key))"])
      return
    }
    writeSignature(name: name, parameters: accessor.parameters, indent: indent)
    writeBody(key: key, parameters: accessor.parameters, indent: indent + "  ")
    lines.append("\(indent)}")
  }

  private mutating func writeSignature(
    name: String,
    parameters: [MessageParameter],
    indent: String
  ) {
    let declarations = parameters.map {
      "\(SwiftIdentifier.escaped($0.name)): \($0.type.swiftType(qualified: qualifiedTypes))"
    }
    let head = "\(indent)\(modifier)static func \(name)("
    let tail = ") -> MessagevisorMessage {"
    let broken =
      [head]
      + declarations.enumerated().map { index, declaration in
        "\(indent)  \(declaration)" + (index == declarations.count - 1 ? "" : ",")
      } + ["\(indent)\(tail)"]
    fit(head + declarations.joined(separator: ", ") + tail, or: broken)
  }

  private mutating func writeBody(key: String, parameters: [MessageParameter], indent: String) {
    let entries = parameters.map {
      "\(SwiftLiteral.string($0.argument)): \(SwiftIdentifier.escaped($0.name)).messagevisorValue"
    }
    let dictionary = "[\(entries.joined(separator: ", "))]"
    let oneLine = "\(indent)MessagevisorMessage(key: \(key), values: \(dictionary))"
    guard oneLine.count > Self.lineLength else {
      lines.append(oneLine)
      return
    }
    lines += ["\(indent)MessagevisorMessage(", "\(indent)  key: \(key),"]
    let comma = entries.count > 1 ? "," : ""
    fit(
      "\(indent)  values: \(dictionary))",
      or: ["\(indent)  values: ["] + entries.map { "\(indent)    \($0)\(comma)" }
        + ["\(indent)  ])"])
  }

  /// Appends `line` when it fits in the line length, else `broken`.
  private mutating func fit(_ line: String, or broken: [String]) {
    if line.count <= Self.lineLength {
      lines.append(line)
    } else {
      lines += broken
    }
  }

  /// The description, then the source-locale translation.
  private func documentation(_ message: TargetMessage) -> [String] {
    var paragraphs: [String] = []
    if let description = message.description { paragraphs.append(description) }
    if let source = message.sourceText {
      paragraphs.append("`\(source.locale)`: \(source.text)")
    }
    return paragraphs
  }
}
