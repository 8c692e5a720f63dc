/// A position in a project source file, 1-based line and column, 0-based UTF-8 offset.
package struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
  /// Path of the file as shown to users (relative to the project when possible).
  package var file: String
  /// 1-based line.
  package var line: Int
  /// 1-based column, counted in Unicode scalars.
  package var column: Int
  /// 0-based UTF-8 byte offset.
  package var offset: Int

  /// Creates a position.
  package init(file: String, line: Int, column: Int, offset: Int) {
    self.file = file
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `file:line:col`.
  package var description: String { "\(file):\(line):\(column)" }

  /// The file's path: `file` itself when absolute, else `file` under the project at `root`.
  package func path(under root: String) -> String {
    ProjectFileSystem.absolute(file, under: root)
  }
}

/// A parsed YAML or JSON document node with the position it starts at.
///
/// Scalars are already typed by the YAML 1.2 core schema (quoted scalars are always strings).
/// Mappings keep their authored key order.
package struct SourceNode: Hashable, Sendable {
  /// The node's value.
  package var value: Value
  /// Where the node starts.
  package var position: SourcePosition

  /// Creates a node.
  package init(_ value: Value, at position: SourcePosition) {
    self.value = value
    self.position = position
  }

  /// The kinds of node.
  package indirect enum Value: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case sequence([SourceNode])
    case mapping([SourceEntry])
  }
}

/// One key/value pair of a mapping node.
package struct SourceEntry: Hashable, Sendable {
  /// The key (YAML keys are read as strings).
  package var key: String
  /// Where the key starts.
  package var keyPosition: SourcePosition
  /// The value.
  package var value: SourceNode

  /// Creates an entry.
  package init(key: String, keyPosition: SourcePosition, value: SourceNode) {
    self.key = key
    self.keyPosition = keyPosition
    self.value = value
  }
}
