import Messagevisor

/// Builds an `ICUPlan` from a parsed message for one locale and engine.
final class ICUPlanBuilder {
  let locale: String
  let engine: FormattingEngineKind
  private var nodes: [ICUPlanNode] = []
  private var literals: [UInt8] = []
  private var objects: [any Sendable & AnyObject] = []

  init(locale: String, engine: FormattingEngineKind) {
    self.locale = locale
    self.engine = engine
  }

  /// The plan of a whole message.
  func plan(_ message: [ICUNode]) -> ICUPlan {
    let root = body(message)
    return ICUPlan(nodes: nodes, literals: literals, root: root, objects: objects)
  }

  /// Appends the nodes of one body (after those of the bodies nested in it) and returns
  /// their run.
  func body(_ parsed: [ICUNode]) -> ICUPlanBody {
    let compiled = parsed.map(node)
    let start = nodes.count
    nodes.append(contentsOf: compiled)
    return ICUPlanBody(start: start, end: nodes.count)
  }

  private func node(_ parsed: ICUNode) -> ICUPlanNode {
    switch parsed {
    case .text(let text):
      let start = literals.count
      literals.append(contentsOf: text.value.utf8)
      return .text(start: start, count: literals.count - start)
    case .pound:
      return .pound
    case .argument(let argument):
      return compile(argument) ?? .node(kept(ICUPlanFallback(parsed)))
    case .choice(let choice):
      if choice.kind == .select {
        return .select(kept(ICUPlanSelect(choice, builder: self)))
      }
      return .plural(kept(ICUPlanPlural(choice, builder: self)))
    }
  }

  private func compile(_ argument: ICUArgumentNode) -> ICUPlanNode? {
    switch (argument.kind, argument.style) {
    case (.simple, _):
      return .simple(kept(ICUPlanArgument(name: argument.name)))
    case (.number, .skeleton(let skeleton)):
      if let format = PreparedNumberFormat.skeleton(skeleton, locale: locale, engine: engine) {
        return .number(kept(ICUPlanNumber(name: argument.name, format: format, node: argument)))
      }
      guard let format = styles(skeleton, parsed: argument.numberSkeleton) else { return nil }
      return .styledNumber(kept(ICUPlanStyledNumber(name: argument.name, format: format)))
    case (.number, .named(let style)):
      return .presetNumber(
        kept(ICUPlanPresetNumber(name: argument.name, style: style, node: argument)))
    case (.number, .none):
      return .presetNumber(
        kept(ICUPlanPresetNumber(name: argument.name, style: nil, node: argument)))
    case (.date, .none), (.time, .none):
      return presetDate(argument, style: nil)
    case (.date, .named(let style)), (.time, .named(let style)):
      return style.isEmpty ? nil : presetDate(argument, style: style)
    case (.date, .skeleton(let skeleton)), (.time, .skeleton(let skeleton)):
      // The renderer formats an empty skeleton as the bare argument.
      guard !skeleton.isEmpty else { return presetDate(argument, style: nil) }
      return .presetDate(
        kept(ICUPlanPresetDate(name: argument.name, skeleton: skeleton, node: argument)))
    default:
      return nil
    }
  }

  /// The Foundation engine's prepared styles for the options the renderer reads from a
  /// number skeleton (`ICUNumberSkeleton`), with its scale; nil on the ICU engine, for a
  /// token the SDK refuses, and for options the ordinary path would report on.
  private func styles(_ text: String, parsed: ICUNumberSkeleton?) -> PreparedFoundationNumber? {
    let skeleton = parsed ?? ICUNumberSkeleton(text)
    guard skeleton.unsupportedToken == nil else { return nil }
    return PreparedFoundationNumber(
      options: skeleton.options, scale: skeleton.scale, locale: locale, engine: engine)
  }

  /// A date or time argument formatted with the call snapshot's prepared format, on either
  /// engine (`PreparedDatePreset`).
  private func presetDate(_ argument: ICUArgumentNode, style: String?) -> ICUPlanNode {
    let kind: DateFormatKind = argument.kind == .date ? .date : .time
    return .presetDate(
      kept(ICUPlanPresetDate(name: argument.name, style: style, kind: kind, node: argument)))
  }

  /// `object`, kept alive by the plan, as the unretained reference a node holds.
  private func kept<Object: Sendable & AnyObject>(_ object: Object) -> Unmanaged<Object> {
    objects.append(object)
    return Unmanaged.passUnretained(object)
  }
}
