/// Shared validators for format presets, matrices and free-form objects.
enum ValueReaders {
  static let formatFamilies: Set<String> = ["number", "date", "time", "relative", "dateTimeRange"]

  /// Validates `formats: {family: {style: {options}}}` and returns it as JSON; each problem
  /// with a preset's options is added to `warnings` (`FormatPresetCheck`).
  static func formats(
    _ node: SourceNode,
    reader: FieldReader,
    field: String,
    warnings: inout [String]
  ) throws(ProjectError) -> JSONValue {
    let value = try formats(node, reader: reader, field: field)
    FormatPresetCheck(field: field).report(node, value: value, into: &warnings)
    return value
  }

  /// Validates the shape of `formats: {family: {style: {options}}}` and returns it as JSON.
  ///
  /// Options are not looked at here. A family or style that is null is rejected.
  static func formats(_ node: SourceNode, reader: FieldReader, field: String) throws(ProjectError)
    -> JSONValue
  {
    guard case .mapping(let families) = node.value else {
      throw reader.invalid(field, node, expected: "a mapping of format families")
    }
    for family in families {
      guard formatFamilies.contains(family.key) else {
        throw .unknownField(family.keyPosition, field: family.key, entity: "formats")
      }
      guard case .mapping(let styles) = family.value.value else {
        throw reader.invalid(
          "\(field).\(family.key)", family.value, expected: "a mapping of styles")
      }
      for style in styles {
        guard case .mapping = style.value.value else {
          throw reader.invalid(
            "\(field).\(family.key).\(style.key)", style.value, expected: "a mapping of options")
        }
      }
    }
    return JSONValue(node)
  }

  /// Validates a matrix: a mapping whose values are all non-empty lists of scalars
  /// (docs/decisions.md D10).
  ///
  /// Returns true when the matrix is empty (`{}`), which yields no cases.
  static func matrix(_ node: SourceNode, reader: FieldReader) throws(ProjectError) -> Bool {
    guard case .mapping(let axes) = node.value else {
      throw reader.invalid("matrix", node, expected: "a mapping of variable → list of values")
    }
    for axis in axes {
      guard case .sequence(let values) = axis.value.value else {
        throw .invalidMatrix(axis.value.position, axis: axis.key)
      }
      guard !values.isEmpty else {
        throw .emptyMatrixAxis(axis.value.position, axis: axis.key)
      }
      for value in values {
        switch value.value {
        case .sequence, .mapping: throw .invalidMatrix(value.position, axis: axis.key)
        default: continue
        }
      }
    }
    return axes.isEmpty
  }

  /// Requires a mapping (e.g. `values`, `context`, `meta`) when the field is present.
  static func requireMapping(_ reader: FieldReader, _ fields: [String]) throws(ProjectError) {
    for field in fields {
      _ = try reader.mapping(field)
    }
  }

  /// Requires strings when the fields are present.
  static func requireStrings(_ reader: FieldReader, _ fields: [String]) throws(ProjectError) {
    for field in fields {
      _ = try reader.string(field)
    }
  }
}
