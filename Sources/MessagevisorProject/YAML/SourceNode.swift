/// A position in a project source file, 1-based line and column, 0-based UTF-8 offset.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
  /// Path of the file as shown to users (relative to the project when possible).
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column, counted in Unicode scalars.
  public var column: Int
  /// 0-based UTF-8 byte offset.
  public var offset: Int

  /// Creates a position.
  public init(file: String, line: Int, column: Int, offset: Int) {
    self.file = file
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `file:line:col`.
  public var description: String { "\(file):\(line):\(column)" }
}

/// A parsed YAML or JSON document node with the position it starts at.
///
/// Scalars are already typed by the YAML 1.2 core schema (quoted scalars are always strings).
/// Mappings keep their authored key order.
public struct SourceNode: Hashable, Sendable {
  /// The node's value.
  public var value: Value
  /// Where the node starts.
  public var position: SourcePosition

  /// Creates a node.
  public init(_ value: Value, at position: SourcePosition) {
    self.value = value
    self.position = position
  }

  /// The kinds of node.
  public indirect enum Value: Hashable, Sendable {
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
public struct SourceEntry: Hashable, Sendable {
  /// The key (YAML keys are read as strings).
  public var key: String
  /// Where the key starts.
  public var keyPosition: SourcePosition
  /// The value.
  public var value: SourceNode

  /// Creates an entry.
  public init(key: String, keyPosition: SourcePosition, value: SourceNode) {
    self.key = key
    self.keyPosition = keyPosition
    self.value = value
  }
}
