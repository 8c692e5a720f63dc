import Messagevisor

/// Turns a parsed message into plan nodes for one locale and engine.
struct ICUPlanCompiler {
  let locale: String
  let engine: FormattingEngineKind

  /// The plan of `nodes`.
  func compile(_ nodes: [ICUNode]) -> [ICUPlanNode] {
    nodes.map(compile)
  }

  private func compile(_ node: ICUNode) -> ICUPlanNode {
    switch node {
    case .text(let text):
      return .text(text.value)
    case .pound:
      return .pound
    case .argument(let argument):
      return compile(argument) ?? .node(ICUPlanFallback(node))
    case .choice(let choice):
      if choice.kind == .select {
        return .select(ICUPlanSelect(choice, compiler: self))
      }
      return .plural(ICUPlanPlural(choice, compiler: self))
    }
  }

  private func compile(_ argument: ICUArgumentNode) -> ICUPlanNode? {
    switch (argument.kind, argument.style) {
    case (.simple, _):
      return .simple(name: argument.name)
    case (.number, .skeleton(let skeleton)):
      guard let format = PreparedNumberFormat.skeleton(skeleton, locale: locale, engine: engine)
      else { return nil }
      return .number(ICUPlanNumber(name: argument.name, format: format, node: argument))
    default:
      return nil
    }
  }
}
