/// Rejects `${{ … }}` text that matrix expansion would not fill as the author meant.
///
/// Expansion (build-and-cli-json §4.2) replaces `${{ name }}` with the case's value, writes
/// `undefined` for a name the matrix does not define, and leaves a `${{` without a closing
/// `}}` (or without a name) as literal text; without a matrix nothing is replaced at all.
/// Each of those is a load error at the string that holds it.
enum PlaceholderCheck {
  /// Checks every string inside `node` (mapping keys are never substituted, so not them).
  static func check(_ node: SourceNode, variables: [String]) throws(ProjectError) {
    switch node.value {
    case .string(let text):
      try check(text, at: node.position, variables: variables)
    case .sequence(let items):
      for item in items { try check(item, variables: variables) }
    case .mapping(let entries):
      for entry in entries { try check(entry.value, variables: variables) }
    default:
      return
    }
  }

  /// Checks each `${{` of one string, left to right, as expansion reads them
  /// (`PlaceholderScanner`).
  static func check(_ text: String, at position: SourcePosition, variables: [String])
    throws(ProjectError)
  {
    for occurrence in PlaceholderScanner.occurrences(in: text) {
      guard case .placeholder(let placeholder) = occurrence else {
        throw .malformedPlaceholder(position, text: text)
      }
      guard variables.contains(placeholder.name) else {
        throw .unknownMatrixVariable(position, name: placeholder.name, defined: variables)
      }
    }
  }
}
