import MessagevisorProject

/// An ordered YAML value that import reads from and writes to project files.
indirect enum YAMLTree: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case list([YAMLTree])
  case map([(String, YAMLTree)])

  static func == (lhs: YAMLTree, rhs: YAMLTree) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.list(let a), .list(let b)): return a == b
    case (.map(let a), .map(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  /// The tree of a parsed project file.
  init(_ node: SourceNode) {
    switch node.value {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .int(let value): self = .number(Double(value))
    case .double(let value): self = .number(value)
    case .string(let value): self = .string(value)
    case .sequence(let items): self = .list(items.map(YAMLTree.init))
    case .mapping(let entries): self = .map(entries.map { ($0.key, YAMLTree($0.value)) })
    }
  }

  /// The member `key` of a map.
  subscript(key: String) -> YAMLTree? {
    get {
      guard case .map(let members) = self else { return nil }
      return members.first { $0.0 == key }?.1
    }
    set {
      guard case .map(var members) = self else { return }
      if let index = members.firstIndex(where: { $0.0 == key }) {
        if let newValue { members[index].1 = newValue } else { members.remove(at: index) }
      } else if let newValue {
        members.append((key, newValue))
      }
      self = .map(members)
    }
  }

  /// The string value, if this is a string.
  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The members, if this is a map.
  var members: [(String, YAMLTree)] {
    if case .map(let members) = self { return members }
    return []
  }

  /// The items, if this is a list.
  var items: [YAMLTree] {
    if case .list(let items) = self { return items }
    return []
  }
}
