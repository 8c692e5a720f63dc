/// `examples --json [--locale=L]` without evaluation (build-and-cli-json §6, docs/decisions.md
/// D14).
struct ExampleLister {
  static let expandedFields = [
    "description", "rawMessage", "message", "locale", "values", "context", "formats", "currency",
    "timeZone", "expectedByRuntime",
  ]
  static let localeOrder = [
    "description", "rawMessage", "message", "values", "context", "formats", "currency",
    "timeZone", "expectedByRuntime",
  ]
  static let messageOrder = [
    "description", "values", "context", "formats", "currency", "timeZone", "expectedByRuntime",
  ]

  let project: Project

  /// `{"locales":[…],"messages":[…]}` as a JSON object.
  func examples(locale: String?) throws(ProjectError) -> JSONObject {
    if let locale, project.locales[locale] == nil {
      throw .unknownLocale(locale, available: project.localeKeys)
    }
    var result = JSONObject()
    result["locales"] = .array(localeExamples(locale: locale))
    result["messages"] = .array(try messageExamples(locale: locale))
    return result
  }

  private func localeExamples(locale: String?) -> [JSONValue] {
    var result: [JSONValue] = []
    for key in locale.map({ [$0] }) ?? project.localeKeys {
      var exampleIndex = 0
      let chain = LocaleChain.chain(from: key, field: .examples, locales: project.locales)
      for source in chain {
        for example in project.locales[source]?.examples ?? [] {
          for (matrixIndex, expanded) in expand(example.object) {
            var entry = JSONObject()
            entry["locale"] = .string(key)
            entry["sourceLocale"] = .string(source)
            entry["exampleIndex"] = .number(Double(exampleIndex))
            entry["matrixIndex"] = matrixIndex.map { .number(Double($0)) }
            append(expanded, fields: Self.localeOrder, to: &entry)
            result.append(.object(entry))
          }
          exampleIndex += 1
        }
      }
    }
    return result
  }

  private func messageExamples(locale: String?) throws(ProjectError) -> [JSONValue] {
    var result: [JSONValue] = []
    for key in project.messageKeys {
      guard let message = project.messages[key] else { continue }
      for (exampleIndex, example) in message.examples.enumerated() {
        for (matrixIndex, expanded) in expand(example.object) {
          let exampleLocale = expanded["locale"]
          guard let name = exampleLocale?.stringValue, project.locales[name] != nil else {
            throw .unknownExampleLocale(
              locale: ContextEvaluator.jsString(exampleLocale), message: key,
              available: project.localeKeys)
          }
          if let locale, name != locale { continue }
          var entry = JSONObject()
          entry["message"] = .string(key)
          entry["locale"] = .string(name)
          entry["exampleIndex"] = .number(Double(exampleIndex))
          entry["matrixIndex"] = matrixIndex.map { .number(Double($0)) }
          append(expanded, fields: Self.messageOrder, to: &entry)
          result.append(.object(entry))
        }
      }
    }
    return result
  }

  /// The expanded copies of an example with their matrix index (nil without a matrix).
  private func expand(_ example: JSONObject) -> [(Int?, JSONObject)] {
    guard let matrix = example["matrix"], matrix.isTruthy, case .object(let axes) = matrix else {
      return [(nil, example)]
    }
    var result: [(Int?, JSONObject)] = []
    for (index, combination) in MatrixExpander.combinations(axes).enumerated() {
      var expanded = example.removing(["matrix"])
      for field in Self.expandedFields {
        guard let value = example[field] else { continue }
        expanded[field] = MatrixExpander.substitute(value, combination)
      }
      result.append((index, expanded))
    }
    return result
  }

  private func append(_ example: JSONObject, fields: [String], to entry: inout JSONObject) {
    for field in fields {
      if let value = example[field] { entry[field] = value }
    }
    if let set = project.set { entry["set"] = .string(set) }
  }
}
