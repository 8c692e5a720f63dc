/// Turns one language's Apple value (a format string or plural forms) into ICU MessageFormat.
///
/// Positions follow `String(format:)`: each unnumbered specifier or `%#@name@` takes the next
/// argument, `%2$@` names one. Argument `n` is called `names[n]`, else the name of the
/// substitution bound to it, else `argn`. In plural forms the plural argument becomes `#`.
struct AppleToICUConverter {
  /// The file, for errors.
  let file: String
  /// The Apple key, for errors and warnings.
  let key: String
  /// The language of the value.
  let language: String
  /// Argument names given by the comment's `Arguments:` line.
  let names: [Int: String]
  /// The language's plural categories.
  let plurals: PluralSamples

  /// The plural categories in ICU's customary order.
  static let categoryOrder = ["zero", "one", "two", "few", "many", "other"]

  /// The converted text, the arguments it uses and what could not be expressed.
  struct Output: Sendable, Equatable {
    var icu: String
    var slots: [Int: ArgumentSlot] = [:]
    /// The plural categories written for each plural argument position.
    var pluralCategories: [Int: [String]] = [:]
    var warnings: [String] = []
  }

  private enum Mode {
    case top
    case pluralForm(position: Int)
    case substitutionForm(position: Int)
  }

  /// Converts a value that is a string or plural forms (device forms are split by the caller).
  func convert(_ value: AppleValue, substitutions: [String: AppleSubstitution])
    throws(XcodeImportError) -> Output
  {
    var output = Output(icu: "")
    switch value {
    case .text(let text, _):
      output.icu = try write(text, mode: .top, substitutions: substitutions, into: &output)
    case .plural(let forms):
      var texts: [String: String] = [:]
      for (category, form) in forms {
        guard case .text(let text, _) = form else {
          throw .shape(file: file, key: key, reason: "plural forms must be strings")
        }
        texts[category] = text
      }
      let position = Self.pluralPosition(texts)
      let name = names[position] ?? "arg\(position)"
      output.slots[position] = ArgumentSlot(name: name, kind: .plural)
      output.pluralCategories[position] = Self.categoryOrder.filter { texts[$0] != nil }
      output.icu = try choice(
        name: name, forms: texts, mode: .pluralForm(position: position),
        substitutions: substitutions, into: &output)
    case .device:
      throw .shape(file: file, key: key, reason: "device forms inside plural forms")
    }
    return output
  }

  /// The argument a plural variation selects on: the first whole-number specifier of its
  /// `other` form (else of any form), else argument 1.
  static func pluralPosition(_ forms: [String: String]) -> Int {
    let ordered = (forms["other"].map { [$0] } ?? []) + forms.keys.sorted().compactMap { forms[$0] }
    for text in ordered {
      var next = 1
      for piece in FormatStringScanner.arguments(text) {
        guard case .specifier(let specifier) = piece else {
          next += 1
          continue
        }
        let position = specifier.position ?? next
        if specifier.position == nil { next += 1 }
        if specifier.kind == .integer { return position }
      }
    }
    return 1
  }

  private func choice(
    name: String, forms: [String: String], mode: Mode, substitutions: [String: AppleSubstitution],
    into output: inout Output
  ) throws(XcodeImportError) -> String {
    guard forms["other"] != nil else {
      throw .shape(file: file, key: key, reason: "plural forms of \(language) have no \"other\"")
    }
    for category in forms.keys where category != "zero" {
      guard Self.categoryOrder.contains(category), plurals.has(category) else {
        throw .unknownPluralCategory(file: file, key: key, language: language, category: category)
      }
    }
    var branches: [String] = []
    for category in Self.categoryOrder {
      guard let text = forms[category] else { continue }
      let selector = category == "zero" && !plurals.has("zero") ? "=0" : category
      let body = try write(text, mode: mode, substitutions: substitutions, into: &output)
      branches.append("\(selector) {\(body)}")
    }
    return "{\(name), plural, \(branches.joined(separator: " "))}"
  }

  private func write(
    _ text: String, mode: Mode, substitutions: [String: AppleSubstitution],
    into output: inout Output
  ) throws(XcodeImportError) -> String {
    let pieces = FormatStringScanner.pieces(text)
    let inPlural: Bool
    if case .top = mode { inPlural = false } else { inPlural = true }
    var result = ""
    var next = 1
    for (index, piece) in pieces.enumerated() {
      switch piece {
      case .literal(let literal):
        result += ICUTextWriter.literal(
          literal, inPlural: inPlural, nextIsSyntax: index + 1 < pieces.count)
      case .specifier(let specifier):
        let position = specifier.position ?? next
        if specifier.position == nil { next += 1 }
        switch mode {
        case .pluralForm(let plural) where position == plural:
          result += "#"
        case .substitutionForm(let bound) where specifier.position == nil || position == bound:
          result += "#"
        default:
          result += argument(specifier, position: position, into: &output)
        }
      case .substitution(let name, let explicit):
        let position = explicit ?? next
        if explicit == nil { next += 1 }
        guard case .top = mode else {
          throw .shape(
            file: file, key: key, reason: "substitution \"\(name)\" inside a plural form")
        }
        guard let substitution = substitutions[name] else {
          throw .shape(file: file, key: key, reason: "substitution \"\(name)\" is not defined")
        }
        let bound = substitution.argNum ?? position
        let argument = names[bound] ?? name
        output.slots[bound] = ArgumentSlot(name: argument, kind: .plural)
        output.pluralCategories[bound] = Self.categoryOrder.filter {
          substitution.forms[$0] != nil
        }
        result += try choice(
          name: argument, forms: substitution.forms, mode: .substitutionForm(position: bound),
          substitutions: substitutions, into: &output)
      case .substitutedValue:
        if case .substitutionForm = mode {
          result += "#"
        } else {
          result += "%arg"
        }
      }
    }
    return result
  }

  private func argument(_ specifier: FormatSpecifier, position: Int, into output: inout Output)
    -> String
  {
    let name = names[position] ?? "arg\(position)"
    if !specifier.flags.isEmpty || specifier.width != nil {
      output.warnings.append(
        "key \"\(key)\" (\(language)): width and flags of %\(specifier.bodyText) are dropped")
    }
    switch specifier.kind {
    case .object:
      record(ArgumentSlot(name: name, kind: .text), at: position, into: &output)
      return "{\(name)}"
    case .integer:
      record(ArgumentSlot(name: name, kind: .integer), at: position, into: &output)
      return "{\(name), number, integer}"
    case .decimal:
      let precision = specifier.precision ?? 6
      record(
        ArgumentSlot(name: name, kind: .decimal(precision: precision)), at: position, into: &output)
      let skeleton =
        precision == 0 ? "precision-integer" : "." + String(repeating: "0", count: precision)
      return "{\(name), number, ::\(skeleton)}"
    case .unsupported:
      record(ArgumentSlot(name: name, kind: .unsupported), at: position, into: &output)
      output.warnings.append(
        "key \"\(key)\" (\(language)): %\(specifier.bodyText) has no ICU equivalent; written as "
          + "{\(name)} and not tested")
      return "{\(name)}"
    }
  }

  private func record(_ slot: ArgumentSlot, at position: Int, into output: inout Output) {
    if output.slots[position]?.kind != .plural { output.slots[position] = slot }
  }
}
