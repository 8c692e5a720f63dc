/// An error found while loading, compiling or listing a Messagevisor project.
///
/// Every case that comes from a source file carries a `SourcePosition`; `description` starts
/// with `file:line:col: ` in that case, e.g.
/// `messages/a.yml:3:1: unknown field "foo" in message`.
package enum ProjectError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Neither `messagevisor.config.json` nor `messagevisor.config.js` exists in the root.
  case configMissing(root: String)
  /// The config file is not a static literal (docs/decisions.md D8); `reason` says what was found.
  case configNotStatic(SourcePosition, reason: String)
  /// Arrays and objects in `messagevisor.config.js` nested deeper than `limit`.
  case configNestingTooDeep(SourcePosition, limit: Int)
  /// Unknown top-level config options (sorted), at the first one's key; `suggestion` is the
  /// closest known option when there is a single unknown one.
  case unknownConfigOptions(SourcePosition, options: [String], suggestion: String? = nil)
  /// A config option has an invalid value.
  case invalidConfigOption(SourcePosition?, option: String, reason: String)
  /// A YAML or JSON syntax error reported by the parser, with its kind and position.
  case syntax(SourceSyntaxError)
  /// An entity file that parses to nothing (docs/decisions.md D10).
  case emptyFile(file: String)
  /// A field whose name the entity schema does not know.
  case unknownField(SourcePosition, field: String, entity: String, suggestion: String? = nil)
  /// A required field is absent.
  case missingField(SourcePosition, field: String, entity: String)
  /// A field has the wrong type or value; `expected` describes what is allowed.
  case invalidField(SourcePosition, field: String, entity: String, expected: String)
  /// Fields that exclude each other are both present (e.g. two test subjects).
  case conflictingFields(SourcePosition, fields: [String], entity: String)
  /// A field is present without a field it needs (e.g. `rawMessage` without
  /// `expectedTranslation`); `requires` lists the alternatives.
  case fieldRequires(SourcePosition, field: String, requires: [String], entity: String)
  /// None of the fields of which the entity needs at least one is present.
  case missingOneOf(SourcePosition, fields: [String], entity: String)
  /// Two items share a key that must be unique (e.g. override keys of one message).
  case duplicateKey(SourcePosition, key: String, entity: String)
  /// A file or directory name contains the namespace or export separator.
  case invalidEntityPath(file: String, kind: EntityKind, separator: String)
  /// A derived key has a segment outside `[a-zA-Z0-9_-]`.
  case invalidEntityKey(file: String, key: String)
  /// A reference to a locale that does not exist.
  case unknownLocaleReference(SourcePosition, locale: String)
  /// A reference to a segment that does not exist.
  case unknownSegmentReference(SourcePosition, segment: String)
  /// A reference to a target that does not exist.
  case unknownTargetReference(SourcePosition, target: String)
  /// A reference to a message that does not exist.
  case unknownMessageReference(SourcePosition, message: String)
  /// A locale inheritance field forms a cycle; `cycle` starts and ends with the same key.
  case cyclicInheritance(SourcePosition, field: String, cycle: [String])
  /// A bare string other than `"*"` inside `conditions` (docs/decisions.md D9).
  case bareConditionString(SourcePosition, value: String)
  /// A matrix axis that is not an array (docs/decisions.md D10).
  case invalidMatrix(SourcePosition, axis: String)
  /// A matrix axis with no values: the assertion or example would expand to no cases.
  case emptyMatrixAxis(SourcePosition, axis: String)
  /// A `${{ name }}` placeholder whose name the matrix does not define (`defined` is empty
  /// when there is no matrix).
  case unknownMatrixVariable(SourcePosition, name: String, defined: [String])
  /// A `${{` without a closing `}}`, or without a name, in `text`.
  case malformedPlaceholder(SourcePosition, text: String)
  /// A path that leaves the project folder (`..`, an absolute path or a symlink).
  case outsideProject(path: String)
  /// A file that could not be read.
  case unreadable(path: String, reason: String)
  /// An item of the project folder that discovery refuses, or a read that failed, with the
  /// project-relative path and the typed reason.
  case fileProblem(path: String, FileProblem)
  /// A sets project was loaded without a set name (docs/decisions.md D11).
  case setRequired(available: [String])
  /// The requested set does not exist.
  case unknownSet(String, available: [String])
  /// A set name was given but the project does not use sets.
  case setsNotEnabled(String)
  /// `--target` names no target.
  case unknownTarget(String)
  /// `--locale` names no locale; `available` lists the known ones.
  case unknownLocale(String, available: [String])
  /// An example's locale (after matrix expansion) is not a known locale.
  case unknownExampleLocale(locale: String, message: String, available: [String])
  /// A translation is not valid ICU where used formats must be extracted: `reason` is the
  /// parser's `line:col: message` inside `translation`, `offset` the problem's UTF-8 offset
  /// in it (where the CLI puts its caret).
  ///
  /// `translation` is the text itself: a locale that inherits it names the locale built, not
  /// the one whose entry holds the text, so the text is what finds the entry.
  case invalidICU(
    message: String, locale: String, translation: String, reason: String, offset: Int)
  /// A `--keyPattern` that is not a valid regular expression.
  case invalidPattern(String)

  /// The CLI error code (the `code` of the JSON error envelope).
  var code: String {
    switch self {
    case .unknownTarget: return "unknown_target"
    case .unknownLocale, .unknownExampleLocale: return "unknown_locale"
    case .invalidICU: return "invalid_icu_syntax"
    case .invalidEntityPath: return "invalid_entity_path"
    case .invalidEntityKey: return "invalid_entity_key"
    case .setRequired, .unknownSet, .setsNotEnabled: return "invalid_set"
    case .invalidPattern: return "invalid_pattern"
    case .configMissing, .configNotStatic, .configNestingTooDeep, .unknownConfigOptions,
      .invalidConfigOption:
      return "invalid_config"
    default: return "invalid_project"
    }
  }

  /// The `details` of the CLI error envelope, e.g. `["target": "web"]` for `unknown_target`.
  var details: [String: String] {
    switch self {
    case .unknownTarget(let target): return ["target": target]
    case .unknownLocale(let locale, _): return ["locale": locale]
    case .unknownExampleLocale(let locale, let message, _):
      return ["locale": locale, "message": message]
    case .invalidICU(let message, let locale, _, let reason, _):
      return ["message": message, "locale": locale, "reason": reason]
    case .invalidEntityPath(let file, _, _), .invalidEntityKey(let file, _),
      .fileProblem(let file, _):
      return ["path": file]
    case .setRequired(let sets), .unknownSet(_, let sets):
      return ["sets": sets.joined(separator: ", ")]
    default:
      guard let position else { return [:] }
      return [
        "file": position.file, "line": String(position.line), "column": String(position.column),
      ]
    }
  }

  /// The source position, when the error comes from a source file.
  package var position: SourcePosition? {
    switch self {
    case .syntax(let error):
      return error.position
    case .configNotStatic(let position, _), .configNestingTooDeep(let position, _),
      .unknownConfigOptions(let position, _, _),
      .unknownField(let position, _, _, _), .missingField(let position, _, _),
      .invalidField(let position, _, _, _), .duplicateKey(let position, _, _),
      .conflictingFields(let position, _, _), .fieldRequires(let position, _, _, _),
      .missingOneOf(let position, _, _),
      .unknownLocaleReference(let position, _), .unknownSegmentReference(let position, _),
      .unknownTargetReference(let position, _), .unknownMessageReference(let position, _),
      .cyclicInheritance(let position, _, _), .bareConditionString(let position, _),
      .invalidMatrix(let position, _), .emptyMatrixAxis(let position, _),
      .unknownMatrixVariable(let position, _, _), .malformedPlaceholder(let position, _):
      return position
    case .invalidConfigOption(let position, _, _):
      return position
    default:
      return nil
    }
  }

  /// The message without the position prefix.
  package var message: String {
    ProjectErrorMessages.message(for: self)
  }

  /// `file:line:col: message` when positioned, else the message.
  package var description: String {
    guard let position else { return message }
    return "\(position): \(message)"
  }
}
