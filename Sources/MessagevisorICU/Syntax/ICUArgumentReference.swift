/// One argument of a message, as listed by `ICUMessage.arguments()`.
public struct ICUArgumentReference: Sendable, Hashable {
  /// The value name.
  public var name: String
  /// What the argument does with its value.
  public var kind: ICUArgumentKind
  /// The style of `number`, `date`, `time` and other typed arguments; `.none` for choices.
  public var style: ICUArgumentStyle
  /// The whole argument in the source (UTF-8 offsets), `{` to `}`.
  public var range: Range<Int>
  /// How many choice arguments enclose this one (0 at the top level).
  public var depth: Int

  /// Creates a reference.
  public init(
    name: String,
    kind: ICUArgumentKind,
    style: ICUArgumentStyle,
    range: Range<Int>,
    depth: Int
  ) {
    self.name = name
    self.kind = kind
    self.style = style
    self.range = range
    self.depth = depth
  }
}

extension ICUMessage {
  /// Every argument in source order, including those inside all branches.
  ///
  /// A choice comes before the arguments of its branches. Use it to find used format presets
  /// (`kind == .number` with `.named(name)`) or to generate typed value accessors.
  public func arguments() -> [ICUArgumentReference] {
    var result: [ICUArgumentReference] = []
    Self.collect(nodes, depth: 0, into: &result)
    return result
  }

  /// The distinct value names, in order of first appearance.
  ///
  ///     let message = try ICUMessage.parse("{count, plural, one {# in {cart}} other {# items}}")
  ///     message.argumentNames()  // ["count", "cart"]
  public func argumentNames() -> [String] {
    var seen: Set<String> = []
    var names: [String] = []
    for reference in arguments() where seen.insert(reference.name).inserted {
      names.append(reference.name)
    }
    return names
  }

  private static func collect(
    _ nodes: [ICUNode],
    depth: Int,
    into result: inout [ICUArgumentReference]
  ) {
    for node in nodes {
      switch node {
      case .text, .pound:
        continue
      case .argument(let argument):
        let reference = ICUArgumentReference(
          name: argument.name,
          kind: argument.kind,
          style: argument.style,
          range: argument.range,
          depth: depth
        )
        result.append(reference)
      case .choice(let choice):
        let reference = ICUArgumentReference(
          name: choice.name,
          kind: choice.kind.argumentKind,
          style: .none,
          range: choice.range,
          depth: depth
        )
        result.append(reference)
        for branch in choice.branches {
          collect(branch.body, depth: depth + 1, into: &result)
        }
      }
    }
  }
}

extension ICUChoiceKind {
  /// The matching argument kind.
  public var argumentKind: ICUArgumentKind {
    switch self {
    case .plural: return .plural
    case .selectordinal: return .selectordinal
    case .select: return .select
    }
  }
}
