/// The compact binary form of a parsed document kept in the cache.
///
/// Every node's position is stored except its file, which is the same for a whole document
/// and given back on decoding. Decoding checks every length and tag; malformed bytes give nil.
enum SourceNodeCoder {
  private enum Tag: UInt8 {
    case null, `false`, `true`, int, negativeInt, double, string, sequence, mapping
  }

  /// Encodes a document.
  static func encode(_ node: SourceNode) -> [UInt8] {
    var writer = CacheByteWriter()
    writer.bytes.reserveCapacity(256)
    write(node, to: &writer)
    return writer.bytes
  }

  /// Decodes a document of `file`, or nil when the bytes are not a whole encoded document.
  static func decode(_ bytes: UnsafeRawBufferPointer, file: String) -> SourceNode? {
    var reader = CacheByteReader(bytes)
    guard let node = read(&reader, file: file, depth: 0), reader.atEnd else { return nil }
    return node
  }

  private static func write(_ node: SourceNode, to writer: inout CacheByteWriter) {
    switch node.value {
    case .null: writer.bytes.append(Tag.null.rawValue)
    case .bool(let value): writer.bytes.append((value ? Tag.true : Tag.false).rawValue)
    case .int(let value):
      writer.bytes.append((value < 0 ? Tag.negativeInt : Tag.int).rawValue)
      writer.number(value < 0 ? UInt64(bitPattern: Int64(~value)) : UInt64(value))
    case .double(let value):
      writer.bytes.append(Tag.double.rawValue)
      writer.fixed(value.bitPattern)
    case .string(let text):
      writer.bytes.append(Tag.string.rawValue)
      writer.string(text)
    case .sequence(let items):
      writer.bytes.append(Tag.sequence.rawValue)
      writer.count(items.count)
      for item in items { write(item, to: &writer) }
    case .mapping(let entries):
      writer.bytes.append(Tag.mapping.rawValue)
      writer.count(entries.count)
      for entry in entries {
        writer.string(entry.key)
        position(entry.keyPosition, to: &writer)
        write(entry.value, to: &writer)
      }
    }
    position(node.position, to: &writer)
  }

  private static func position(_ position: SourcePosition, to writer: inout CacheByteWriter) {
    writer.count(position.line)
    writer.count(position.column)
    writer.count(position.offset)
  }

  private static func read(_ reader: inout CacheByteReader, file: String, depth: Int)
    -> SourceNode?
  {
    guard depth < 1_024, let raw = reader.byte(), let tag = Tag(rawValue: raw) else {
      return nil
    }
    let value: SourceNode.Value
    switch tag {
    case .null: value = .null
    case .false: value = .bool(false)
    case .true: value = .bool(true)
    case .int, .negativeInt:
      guard let magnitude = reader.number(), magnitude <= UInt64(Int.max) else { return nil }
      value = .int(tag == .int ? Int(magnitude) : ~Int(magnitude))
    case .double:
      guard let bits = reader.fixed() else { return nil }
      value = .double(Double(bitPattern: bits))
    case .string:
      guard let text = reader.string() else { return nil }
      value = .string(text)
    case .sequence:
      guard let count = reader.count() else { return nil }
      var items: [SourceNode] = []
      items.reserveCapacity(count)
      for _ in 0..<count {
        guard let item = read(&reader, file: file, depth: depth + 1) else { return nil }
        items.append(item)
      }
      value = .sequence(items)
    case .mapping:
      guard let count = reader.count() else { return nil }
      var entries: [SourceEntry] = []
      entries.reserveCapacity(count)
      for _ in 0..<count {
        guard let key = reader.string(), let keyPosition = position(&reader, file: file),
          let item = read(&reader, file: file, depth: depth + 1)
        else { return nil }
        entries.append(SourceEntry(key: key, keyPosition: keyPosition, value: item))
      }
      value = .mapping(entries)
    }
    guard let at = position(&reader, file: file) else { return nil }
    return SourceNode(value, at: at)
  }

  private static func position(_ reader: inout CacheByteReader, file: String)
    -> SourcePosition?
  {
    guard let line = reader.integer(), let column = reader.integer(),
      let offset = reader.integer()
    else { return nil }
    return SourcePosition(file: file, line: line, column: column, offset: offset)
  }
}
