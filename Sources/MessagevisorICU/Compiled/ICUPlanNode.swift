import Messagevisor

/// One element of a compiled message: the parsed node with what could be resolved for the
/// locale ahead of calls.
///
/// Nodes refer to what they need without reference counts: literal text is a run of the
/// plan's `literals`, and the objects of arguments are `Unmanaged` references that the plan
/// keeps alive (`ICUPlan.objects`). So a node is a plain value (reading one copies no
/// reference), walking a plan retains nothing, and threads that render one message at once
/// write no shared reference count.
enum ICUPlanNode: Sendable {
  /// Literal text: `count` bytes of the plan's literals from `start`.
  case text(start: Int, count: Int)
  /// `#`, printed with the locale's prepared plural number.
  case pound
  /// `{name}`: the value's display text.
  case simple(Unmanaged<ICUPlanArgument>)
  /// `{name, number, ::skeleton}` with the skeleton's formatter resolved.
  case number(Unmanaged<ICUPlanNumber>)
  /// `{name, number, ::skeleton}` on the Foundation engine, with the format styles of the
  /// skeleton's options resolved.
  case styledNumber(Unmanaged<ICUPlanStyledNumber>)
  /// `{name, number, preset}` or a bare `{name, number}`: formatted with the call snapshot's
  /// prepared preset.
  case presetNumber(Unmanaged<ICUPlanPresetNumber>)
  /// `{name, date, preset}`, `{name, time, preset}`, a bare `{name, date}` or a date skeleton
  /// `{name, date, ::yMMMd}`: formatted with the call snapshot's prepared format.
  case presetDate(Unmanaged<ICUPlanPresetDate>)
  /// A plural or selectordinal with its branch tables.
  case plural(Unmanaged<ICUPlanPlural>)
  /// A select with its branches.
  case select(Unmanaged<ICUPlanSelect>)
  /// Anything else (dates, named number styles, other types): rendered from the parsed
  /// node at call time, with the call's presets.
  case node(Unmanaged<ICUPlanFallback>)
}

/// The name of a `{name}` argument (a class so that the node holding it stays a plain value).
final class ICUPlanArgument: Sendable {
  let name: String

  init(name: String) {
    self.name = name
  }
}

/// A run of a plan's nodes: the top level or one branch body.
struct ICUPlanBody: Sendable {
  let start: Int
  let end: Int
}

/// A compiled plural or selectordinal argument.
final class ICUPlanPlural: Sendable {
  let name: String
  let offset: Double
  let rules: PreparedPluralRules
  /// The `=N` selectors, in source order, with the body each selects.
  let exact: [(value: Double, body: Int)]
  /// The body each plural category selects (indexed by `PreparedPluralCategory.rawValue`):
  /// the category's branch, else `other`.
  let byCategory: [Int]
  let bodies: [ICUPlanBody]

  init(_ choice: ICUChoiceNode, builder: ICUPlanBuilder) {
    name = choice.name
    offset = choice.offset
    rules = PreparedPluralRules(
      locale: builder.locale,
      type: choice.kind == .selectordinal ? .ordinal : .cardinal
    )
    bodies = choice.branches.map { builder.body($0.body) }
    exact = choice.branches.enumerated().compactMap { index, branch in
      branch.exactValue.map { (value: $0, body: index) }
    }
    byCategory = PreparedPluralCategory.allCases.map { category in
      guard category != .other else { return choice.otherIndex }
      let match = choice.branches.firstIndex {
        $0.exactValue == nil && $0.selector == category.name
      }
      return match ?? choice.otherIndex
    }
  }
}

/// A compiled select argument.
final class ICUPlanSelect: Sendable {
  let name: String
  let selectors: [String]
  let otherIndex: Int
  let bodies: [ICUPlanBody]

  init(_ choice: ICUChoiceNode, builder: ICUPlanBuilder) {
    name = choice.name
    selectors = choice.branches.map(\.selector)
    otherIndex = choice.otherIndex
    bodies = choice.branches.map { builder.body($0.body) }
  }
}

/// A number argument whose skeleton formatter was resolved at compile time.
final class ICUPlanNumber: Sendable {
  let name: String
  let format: PreparedNumberFormat
  /// The parsed argument, formatted the ordinary way if ICU fails at call time.
  let node: ICUArgumentNode

  init(name: String, format: PreparedNumberFormat, node: ICUArgumentNode) {
    self.name = name
    self.format = format
    self.node = node
  }
}

/// A number argument whose skeleton the Foundation engine formats with prepared styles.
final class ICUPlanStyledNumber: Sendable {
  let name: String
  let format: PreparedFoundationNumber

  init(name: String, format: PreparedFoundationNumber) {
    self.name = name
    self.format = format
  }
}

/// A number argument with a named style or none: the preset is resolved per call snapshot (its
/// options depend on the snapshot's presets and currency), the parsed node is the fallback.
final class ICUPlanPresetNumber: Sendable {
  let name: String
  /// The named style; nil for a bare `{n, number}`, which has no options.
  let style: String?
  let node: ICUArgumentNode

  init(name: String, style: String?, node: ICUArgumentNode) {
    self.name = name
    self.style = style
    self.node = node
  }

  /// The module's built-in options for `style`, used when no preset of that name exists.
  func builtin() -> FormatOptions? {
    style.flatMap { ICUBuiltinStyles.number[$0] }
  }
}

/// A date or time argument with a named style, a skeleton or none: the format is resolved per
/// call snapshot (it depends on the snapshot's presets and zone), the parsed node is the
/// fallback.
final class ICUPlanPresetDate: Sendable {
  let name: String
  /// The named style; nil for a bare argument or a skeleton.
  let style: String?
  /// The date skeleton after `::` (`yMMMd`); nil for a named style or a bare argument.
  let skeleton: String?
  let kind: DateFormatKind
  let node: ICUArgumentNode

  init(name: String, style: String?, kind: DateFormatKind, node: ICUArgumentNode) {
    self.name = name
    self.style = style
    self.skeleton = nil
    self.kind = kind
    self.node = node
  }

  init(name: String, skeleton: String, node: ICUArgumentNode) {
    self.name = name
    self.style = nil
    self.skeleton = skeleton
    self.kind = .date
    self.node = node
  }

  /// The module's built-in options for `style` (`dateStyle`/`timeStyle`), used when no preset
  /// of that name exists.
  func builtin() -> FormatOptions? {
    style.flatMap { ICUBuiltinStyles.date($0, kind: kind) }
  }
}

/// A parsed node rendered at call time.
final class ICUPlanFallback: Sendable {
  let node: ICUNode

  init(_ node: ICUNode) {
    self.node = node
  }
}
