import Foundation
import FuzzSupport
import MessagevisorProject

/// libFuzzer entry for the project source parsers.
///
/// The YAML parser and the JSON source parser read the same bytes with their default limits.
/// Either may throw; neither may crash, hang, or report a position outside the input.
///
/// The YAML parser is also differential: the reading of quoted scalars by runs (the default)
/// must give exactly the tree, or the error at the position, that the byte-at-a-time
/// reference gives (`YAMLScanning`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  let runs = Result { () throws(YAMLError) in
    try YAMLParser.parse(bytes, file: "fuzz.yml", scanning: .runs)
  }
  let reference = Result { () throws(YAMLError) in
    try YAMLParser.parse(bytes, file: "fuzz.yml", scanning: .byteAtATime)
  }
  switch (runs, reference) {
  case (.success(let one), .success(let other)):
    precondition(sameTree(one, other), "quoted scalars read by runs differ from the reference")
  case (.failure(let one), .failure(let other)):
    precondition(one == other, "quoted scalars read by runs fail unlike the reference")
  default:
    preconditionFailure("quoted scalars read by runs: one reading fails, the other does not")
  }
  switch runs {
  case .success(let node):
    checkTree(node, count: count)
  case .failure(let error):
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

/// Whether two trees are the same, positions included; a NaN equals a NaN of the same bits
/// (`==` on the trees would call every tree holding `.nan` different from itself).
private func sameTree(_ one: SourceNode, _ other: SourceNode) -> Bool {
  guard one.position == other.position else { return false }
  switch (one.value, other.value) {
  case (.double(let a), .double(let b)):
    return a.bitPattern == b.bitPattern
  case (.sequence(let a), .sequence(let b)):
    return a.count == b.count && zip(a, b).allSatisfy { sameTree($0, $1) }
  case (.mapping(let a), .mapping(let b)):
    return a.count == b.count
      && zip(a, b).allSatisfy {
        $0.key == $1.key && $0.keyPosition == $1.keyPosition && sameTree($0.value, $1.value)
      }
  default:
    return one.value == other.value
  }
}
