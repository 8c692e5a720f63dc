import Foundation
import MessagevisorProject

/// Reads overlay entries from a parsed YAML document, naming the position of every mistake.
struct OverlayDecoder {
  let file: String

  func entries(_ root: SourceNode) throws(CLIError) -> [OverlayEntry] {
    guard case .mapping(let members) = root.value,
      let list = members.first(where: { $0.key == "overlays" })?.value
    else {
      throw failure(root.position, "an overlay file needs a top-level 'overlays' list")
    }
    guard case .sequence(let items) = list.value else {
      throw failure(list.position, "'overlays' must be a list")
    }
    var result: [OverlayEntry] = []
    for (index, item) in items.enumerated() {
      result.append(try entry(item, id: index))
    }
    return result
  }

  private func entry(_ node: SourceNode, id: Int) throws(CLIError) -> OverlayEntry {
    guard case .mapping(let members) = node.value else {
      throw failure(node.position, "an overlay entry must be a mapping")
    }
    let allowed: Set<String> = ["test", "assertion", "runtime", "expected", "reason"]
    for member in members where !allowed.contains(member.key) {
      throw failure(member.keyPosition, "unknown overlay field '\(member.key)'")
    }
    func field(_ name: String) throws(CLIError) -> String {
      guard let member = members.first(where: { $0.key == name }) else {
        throw failure(node.position, "overlay entry is missing '\(name)'")
      }
      return try scalar(member.value, name: name)
    }
    let reason = try field("reason")
    guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw failure(node.position, "overlay entry needs a non-empty 'reason'")
    }
    let runtime = try field("runtime")
    guard RuntimeIDs.known.contains(runtime) else {
      let position = members.first { $0.key == "runtime" }?.value.position ?? node.position
      throw failure(
        position,
        "overlay runtime '\(runtime)' is not one of \(RuntimeIDs.known.joined(separator: ", "))")
    }
    return OverlayEntry(
      id: id,
      test: try field("test"),
      assertion: try field("assertion"),
      runtime: runtime,
      expected: try field("expected"),
      reason: reason,
      position: node.position
    )
  }

  private func scalar(_ node: SourceNode, name: String) throws(CLIError) -> String {
    switch node.value {
    case .string(let text): return text
    case .int(let number): return String(number)
    default: throw failure(node.position, "overlay field '\(name)' must be a string")
    }
  }

  private func failure(_ position: SourcePosition, _ message: String) -> CLIError {
    .badData("\(position): \(message)")
  }
}
