import Foundation
import FuzzSupport
import MessagevisorProject

/// libFuzzer entry for the project source parsers.
///
/// The YAML parser and the JSON source parser read the same bytes with their default limits.
/// Either may throw; neither may crash, hang, or report a position outside the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  do {
    let node = try YAMLParser.parse(bytes, file: "fuzz.yml")
    checkTree(node, count: count)
  } catch {
    checkPosition(error.position, count: count)
    _ = error.description
  }
  do {
    let node = try JSONSourceParser.parse(bytes, file: "fuzz.json", duplicateKeys: .lastWins)
    checkTree(node, count: count)
  } catch {
    checkPosition(error.position, count: count)
    _ = error.description
  }
  return 0
}

/// Runs libFuzzer with `fuzzYAML` (see `FuzzDriver`).
@main
enum FuzzYAMLMain {
  static func main() {
    FuzzDriver.run(fuzzYAML)
  }
}

private func checkTree(_ node: SourceNode, count: Int) {
  checkPosition(node.position, count: count)
  switch node.value {
  case .sequence(let items):
    for item in items { checkTree(item, count: count) }
  case .mapping(let entries):
    for entry in entries {
      checkPosition(entry.keyPosition, count: count)
      checkTree(entry.value, count: count)
    }
  default:
    break
  }
}

private func checkPosition(_ position: SourcePosition, count: Int) {
  precondition(position.line >= 1 && position.column >= 1, "position below 1")
  precondition(position.offset >= 0 && position.offset <= count, "offset out of range")
}
