/// The cases an assertion or example expands to, for checking its fields before listing.
///
/// Validates the item's `matrix` (docs/decisions.md D10) and gives each field's value in every
/// case, as
/// `list --tests --applyMatrix` and `examples` will substitute it (build-and-cli-json §4.2), so
/// that a field filled from a `${{ name }}` placeholder is checked with the values it gets.
struct MatrixCases {
  /// A field's value in one case.
  struct Value {
    /// The value; nil when a placeholder made it `undefined`.
    let value: JSONValue?
    /// True when the value came out of placeholder substitution.
    let substituted: Bool
  }

  /// The matrix's variable names in authored order; empty without a matrix.
  let variables: [String]
  /// True when the item has a matrix (even `{}`).
  let hasMatrix: Bool
  /// One combination per case; a single empty one without a matrix, none for `matrix: {}`.
  let combinations: [MatrixExpander.Combination]

  /// Reads the matrix of `reader`; `matrix: {}` adds a warning naming what it `yields`.
  init(_ reader: FieldReader, yields: String, warnings: inout [String]) throws(ProjectError) {
    guard let node = reader.node("matrix") else {
      variables = []
      hasMatrix = false
      combinations = [[:]]
      return
    }
    if try ValueReaders.matrix(node, reader: reader) {
      warnings.append("\(node.position): matrix: {} yields no \(yields)")
    }
    let axes = JSONValue(node).objectValue ?? JSONObject()
    variables = axes.keys
    hasMatrix = true
    combinations = MatrixExpander.combinations(axes)
  }

  /// Rejects placeholders in `node` that the matrix does not fill; `matrix: {}` expands to
  /// nothing and is only a warning (docs/decisions.md D10), so its placeholders are not checked.
  func checkPlaceholders(in node: SourceNode) throws(ProjectError) {
    guard !hasMatrix || !variables.isEmpty else { return }
    try PlaceholderCheck.check(node, variables: variables)
  }

  /// The value of `node` in each case: the authored value once when nothing is substituted.
  func values(of node: SourceNode) -> [Value] {
    let authored = JSONValue(node)
    guard hasMatrix, Self.hasPlaceholder(authored) else {
      return [Value(value: authored, substituted: false)]
    }
    return combinations.map { combination in
      Value(value: MatrixExpander.substitute(authored, combination), substituted: true)
    }
  }

  /// True when a string anywhere inside `value` holds a placeholder.
  static func hasPlaceholder(_ value: JSONValue) -> Bool {
    switch value {
    case .string(let text): return !PlaceholderScanner.placeholders(in: text).isEmpty
    case .array(let items): return items.contains(where: hasPlaceholder)
    case .object(let object): return object.contains(where: { hasPlaceholder($0.value) })
    default: return false
    }
  }
}
