import MessagevisorICU

/// Derives an accessor's parameters from the ICU arguments of every translation of a message.
///
/// An argument used as `{x}` somewhere and as `{x, plural, …}` elsewhere is numeric: the plain
/// use accepts any value. Two different specific kinds (e.g. `plural` and `date`) are an error
/// naming both uses.
struct ArgumentCollector {
  /// The first use that fixed an argument's type.
  private struct Use {
    var type: ArgumentType
    var summary: String
  }

  let message: TargetMessage

  /// The parameters, sorted by Swift name.
  func parameters() throws(CodeGenerationError) -> [MessageParameter] {
    var uses: [String: Use] = [:]
    for text in message.texts {
      for reference in try arguments(of: text) {
        let type = ArgumentType(reference.kind)
        let summary = "a \(reference.kind.sourceName) argument in \(text.origin)"
        guard let known = uses[reference.name] else {
          uses[reference.name] = Use(type: type, summary: summary)
          continue
        }
        guard let merged = known.type.merged(with: type) else {
          throw .conflictingArgument(
            key: message.key, argument: reference.name, first: known.summary, second: summary)
        }
        if merged != known.type { uses[reference.name] = Use(type: merged, summary: summary) }
      }
    }
    return try named(uses.mapValues(\.type))
  }

  private func arguments(of text: MessageText) throws(CodeGenerationError)
    -> [ICUArgumentReference]
  {
    do {
      return try ICUMessage.parse(text.text).arguments()
    } catch {
      throw .invalidMessage(
        key: message.key, text: text, reason: error.message, offset: error.offset)
    }
  }

  private func named(_ types: [String: ArgumentType]) throws(CodeGenerationError)
    -> [MessageParameter]
  {
    var byName: [String: MessageParameter] = [:]
    for (argument, type) in types.sorted(by: { $0.key < $1.key }) {
      guard let name = SwiftIdentifier.memberName(argument) else {
        throw .noIdentifier(text: argument, origin: "argument of message \"\(message.key)\"")
      }
      if let other = byName[name] {
        throw .parameterCollision(
          key: message.key, parameter: name, first: other.argument, second: argument)
      }
      byName[name] = MessageParameter(argument: argument, name: name, type: type)
    }
    return byName.values.sorted { $0.name < $1.name }
  }
}
