/// The generated type tree: one nested namespace per key segment.
///
/// `dashboard.welcome` becomes the member `welcome` of namespace `Dashboard`. Names are
/// checked per namespace, so `sign-in` and `signIn` under the same parent are a collision.
struct NamespaceTree: Sendable {
  /// One accessor.
  struct Accessor: Sendable {
    /// The Swift member name, unescaped.
    let name: String
    let message: TargetMessage
    let parameters: [MessageParameter]
  }

  /// One namespace enum.
  struct Namespace: Sendable {
    /// The Swift type name, unescaped (the root's is `--typeName`).
    var name: String
    /// The key prefix it stands for, empty for the root.
    var path: String
    var accessors: [Accessor] = []
    var children: [Namespace] = []

    /// Whether this namespace or one below it satisfies `predicate`.
    func contains(where predicate: (Namespace) -> Bool) -> Bool {
      predicate(self) || children.contains { $0.contains(where: predicate) }
    }
  }

  /// The root namespace.
  let root: Namespace

  /// Places every message; `separator` is the project's namespace character.
  init(
    rootName: String,
    separator: String,
    messages: [(TargetMessage, [MessageParameter])]
  ) throws(CodeGenerationError) {
    let builder = Builder(separator: separator)
    for (message, parameters) in messages {
      try builder.insert(message, parameters: parameters)
    }
    root = try builder.namespace(
      name: rootName, qualified: rootName, path: "", node: builder.root)
  }
}

extension NamespaceTree {
  /// Collects messages by key segment, then names and checks each level.
  private struct Builder {
    final class Node {
      var children: [String: Node] = [:]
      var leaves: [String: (TargetMessage, [MessageParameter])] = [:]
    }

    let separator: String
    let root = Node()

    func insert(_ message: TargetMessage, parameters: [MessageParameter])
      throws(CodeGenerationError)
    {
      var segments = message.key.components(separatedBy: separator)
      let leaf = segments.removeLast()
      var node = root
      for segment in segments {
        let child = node.children[segment] ?? Node()
        node.children[segment] = child
        node = child
      }
      node.leaves[leaf] = (message, parameters)
    }

    func namespace(
      name: String,
      qualified: String,
      path: String,
      node: Node
    ) throws(CodeGenerationError) -> Namespace {
      var result = Namespace(name: name, path: path)
      var taken: [String: String] = [:]
      for (segment, entry) in node.leaves.sorted(by: { $0.key < $1.key }) {
        let origin = "key \"\(entry.0.key)\""
        let swiftName = try claim(
          SwiftIdentifier.memberName(segment), segment: segment, origin: origin,
          in: &taken, qualifier: qualified)
        result.accessors.append(Accessor(name: swiftName, message: entry.0, parameters: entry.1))
      }
      for (segment, child) in node.children.sorted(by: { $0.key < $1.key }) {
        let childPath = path.isEmpty ? segment : path + separator + segment
        let origin = "key prefix \"\(childPath)\""
        let swiftName = try claim(
          SwiftIdentifier.typeName(segment), segment: segment, origin: origin,
          in: &taken, qualifier: qualified)
        let built = try namespace(
          name: swiftName, qualified: "\(qualified).\(swiftName)", path: childPath, node: child)
        result.children.append(built)
      }
      result.accessors.sort { $0.name < $1.name }
      result.children.sort { $0.name < $1.name }
      return result
    }

    private func claim(
      _ candidate: String?,
      segment: String,
      origin: String,
      in taken: inout [String: String],
      qualifier: String
    ) throws(CodeGenerationError) -> String {
      guard let candidate else {
        throw .noIdentifier(text: segment, origin: "segment of \(origin)")
      }
      if let other = taken[candidate] {
        throw .nameCollision(swiftName: "\(qualifier).\(candidate)", first: other, second: origin)
      }
      taken[candidate] = origin
      return candidate
    }
  }
}
