import Testing

@testable import MessagevisorProject

/// Node and key positions: 1-based lines, columns in Unicode scalars, 0-based byte offsets.
@Suite struct YAMLPositionTests {
  private func position(_ line: Int, _ column: Int, _ offset: Int) -> SourcePosition {
    SourcePosition(file: "p.yml", line: line, column: column, offset: offset)
  }

  @Test func blockMappingAndSequencePositions() throws {
    let root = try YAMLParser.parse("a:\n  - x\n  - k: 'v'\n", file: "p.yml")
    #expect(root.position == position(1, 1, 0))
    guard case .mapping(let entries) = root.value, let entry = entries.first else {
      Issue.record("expected a mapping")
      return
    }
    #expect(entry.keyPosition == position(1, 1, 0))
    #expect(entry.value.position == position(2, 3, 5))
    guard case .sequence(let items) = entry.value.value, items.count == 2 else {
      Issue.record("expected a sequence of two")
      return
    }
    #expect(items[0].position == position(2, 5, 7))
    #expect(items[1].position == position(3, 5, 13))
    guard case .mapping(let inner) = items[1].value, let innerEntry = inner.first else {
      Issue.record("expected an inner mapping")
      return
    }
    #expect(innerEntry.keyPosition == position(3, 5, 13))
    #expect(innerEntry.value.position == position(3, 8, 16))
  }

  @Test func columnsCountUnicodeScalarsAndOffsetsCountBytes() throws {
    let root = try YAMLParser.parse("ü€: [x, \"y\"]\n", file: "p.yml")
    guard case .mapping(let entries) = root.value,
      case .sequence(let items) = entries[0].value.value
    else {
      Issue.record("unexpected shape \(render(root))")
      return
    }
    #expect(entries[0].value.position == position(1, 5, 7))
    #expect(items[1].position == position(1, 9, 11))
  }

  @Test func byteOrderMarkDoesNotShiftColumns() throws {
    let root = try YAMLParser.parse("\u{FEFF}a: 1\n", file: "p.yml")
    guard case .mapping(let entries) = root.value else {
      Issue.record("expected a mapping")
      return
    }
    #expect(entries[0].keyPosition == position(1, 1, 3))
    #expect(entries[0].value.position == position(1, 4, 6))
  }

  @Test func crlfAndBlockScalarPositions() throws {
    let root = try YAMLParser.parse("a: 1\r\nb: |\r\n  x\r\nc: \"q\"\r\n", file: "p.yml")
    guard case .mapping(let entries) = root.value, entries.count == 3 else {
      Issue.record("expected three entries")
      return
    }
    #expect(entries[1].value.position == position(2, 4, 9))
    #expect(entries[2].keyPosition == position(4, 1, 17))
    #expect(entries[2].value.position == position(4, 4, 20))
  }

  @Test func emptyValuePositionIsAfterItsIndicator() throws {
    let root = try YAMLParser.parse("a:\nb: 1\n", file: "p.yml")
    guard case .mapping(let entries) = root.value else {
      Issue.record("expected a mapping")
      return
    }
    #expect(entries[0].value == SourceNode(.null, at: position(1, 3, 2)))
  }
}
