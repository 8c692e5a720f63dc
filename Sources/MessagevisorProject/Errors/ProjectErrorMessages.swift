/// The human-readable messages of `ProjectError`.
enum ProjectErrorMessages {
  static func message(for error: ProjectError) -> String {
    switch error {
    case .configMissing(let root):
      return "No messagevisor.config.json or messagevisor.config.js found in \(root)"
    case .configNotStatic(_, let reason):
      return "config not statically readable: \(reason); use messagevisor.config.json instead"
    case .configNestingTooDeep(_, let limit):
      return "arrays and objects nested deeper than \(limit) levels"
    case .unknownConfigOptions(_, let options, let suggestion):
      let hint = suggestion.map { " Did you mean \"\($0)\"?" } ?? ""
      return "Unknown Messagevisor configuration option(s): \(options.joined(separator: ", "))."
        + hint
    case .invalidConfigOption(_, let option, let reason):
      return "invalid config option \"\(option)\": \(reason)"
    case .syntax(let error):
      return error.message
    case .emptyFile(let file):
      return "\(file): empty file; an entity file must hold a mapping"
    default:
      return fieldMessage(for: error) ?? referenceMessage(for: error) ?? commandMessage(for: error)
    }
  }

  private static func fieldMessage(for error: ProjectError) -> String? {
    switch error {
    case .unknownField(_, let field, let entity, let suggestion):
      let hint = suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
      return "unknown field \"\(field)\" in \(entity)\(hint)"
    case .missingField(_, let field, let entity):
      return "missing required field \"\(field)\" in \(entity)"
    case .invalidField(_, let field, let entity, let expected):
      return "invalid field \"\(field)\" in \(entity): expected \(expected)"
    case .conflictingFields(_, let fields, let entity):
      return "\(quoted(fields, "and")) cannot be used together in \(entity)"
    case .fieldRequires(_, let field, let requires, let entity):
      return "\"\(field)\" in \(entity) needs \(quoted(requires, "or"))"
    case .missingOneOf(_, let fields, let entity):
      return "\(entity) has nothing to check: it needs \(quoted(fields, "or"))"
    case .duplicateKey(_, let key, let entity):
      return "duplicate key \"\(key)\" in \(entity)"
    case .invalidEntityPath(let file, let kind, let separator):
      return "Invalid \(kind.rawValue) path \"\(file)\": namespaceCharacter \"\(separator)\" "
        + "is not allowed in directory or file names."
    case .invalidEntityKey(let file, let key):
      return "\(file): Invalid entity key \"\(key)\". Namespace segments must be non-empty and "
        + "contain only letters, numbers, \"_\", and \"-\"."
    case .invalidMatrix(_, let axis):
      return "matrix axis \"\(axis)\" must be an array of values"
    case .bareConditionString(_, let value):
      return "bare string \"\(value)\" in conditions; only \"*\" is allowed "
        + "(reference segments through \"segments\")"
    default:
      return matrixMessage(for: error)
    }
  }

  private static func matrixMessage(for error: ProjectError) -> String? {
    switch error {
    case .emptyMatrixAxis(_, let axis):
      return "matrix axis \"\(axis)\" is an empty list, so it expands to no cases"
    case .unknownMatrixVariable(_, let name, let defined) where defined.isEmpty:
      return "placeholder ${{ \(name) }} without a matrix: nothing fills it in"
    case .unknownMatrixVariable(_, let name, let defined):
      return "unknown matrix variable \"\(name)\" (the matrix defines \(list(defined)))"
    case .malformedPlaceholder(_, let text):
      return "malformed placeholder in \"\(text)\": write ${{ name }}, closed by }}"
    default:
      return nil
    }
  }

  private static func referenceMessage(for error: ProjectError) -> String? {
    switch error {
    case .unknownLocaleReference(_, let locale):
      return "unknown locale \"\(locale)\""
    case .unknownSegmentReference(_, let segment):
      return "unknown segment \"\(segment)\""
    case .unknownTargetReference(_, let target):
      return "unknown target \"\(target)\""
    case .unknownMessageReference(_, let message):
      return "unknown message \"\(message)\""
    case .cyclicInheritance(_, let field, let cycle):
      return "cyclic \(field): \(cycle.joined(separator: " -> "))"
    case .outsideProject(let path):
      return "path \"\(path)\" is outside the project folder"
    case .unreadable(let path, let reason):
      return "cannot read \(path): \(reason)"
    case .fileProblem(let path, let problem):
      return problem.message(path: path)
    default:
      return nil
    }
  }

  private static func commandMessage(for error: ProjectError) -> String {
    switch error {
    case .setRequired(let sets):
      return "Pass --set=<set>; this project uses sets. Available sets: \(list(sets))."
    case .unknownSet(let name, let sets):
      guard !sets.isEmpty else {
        return "This project uses sets, but its sets folder has no set in it."
      }
      let close = DidYouMean.suggestion(for: name, among: sets).map { " Did you mean \"\($0)\"?" }
      return "Unknown set \"\(name)\".\(close ?? "") Available sets: \(list(sets))."
    case .setsNotEnabled(let name):
      return "Set \"\(name)\" given, but this project does not use sets."
    case .unknownTarget(let target):
      return "Unknown target \"\(target)\"."
    case .unknownLocale(let locale, let available):
      guard !available.isEmpty else { return "Unknown locale \"\(locale)\"." }
      return "Unknown locale \"\(locale)\". Available locales: \(list(available))."
    case .unknownExampleLocale(let locale, let message, let available):
      return "Unknown locale \"\(locale)\" in examples for message \"\(message)\". "
        + "Available locales: \(list(available))."
    case .invalidICU(let message, let locale, _, let reason, _):
      return "Cannot determine used formats from invalid ICU syntax. Fix the translation or "
        + "disable includeOnlyUsedFormats. (message \"\(message)\", locale \"\(locale)\": "
        + "\(reason))"
    case .invalidPattern(let pattern):
      return "Invalid regular expression: \(pattern)"
    default:
      return error.code
    }
  }

  /// `"a"`, `"a" or "b"`, `"a", "b" or "c"` (with `and` instead of `or` as asked).
  private static func quoted(_ items: [String], _ conjunction: String) -> String {
    let names = items.map { "\"\($0)\"" }
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }

  private static func list(_ items: [String]) -> String {
    items.isEmpty ? "none" : items.joined(separator: ", ")
  }
}
