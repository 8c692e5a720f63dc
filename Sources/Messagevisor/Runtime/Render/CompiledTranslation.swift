/// A translation as each formatter of one module plan compiled it.
final class CompiledTranslation: Sendable {
  /// The `ModulePlan.serial` the messages were compiled with.
  let planSerial: Int
  /// One per formatter of that plan, in order; nil where the module compiles nothing. A
  /// message that renders only from the payload is wrapped (`PayloadRenderer`), so a call
  /// never asks which kind it has.
  let messages: [(any CompiledCallRenderer)?]
  /// True when no formatter compiled anything (the hooks run as usual).
  let isEmpty: Bool
  /// The first formatter's message, the one a plan that `rendersAlone` renders (a stored
  /// property, so a borrowed translation lends it without a reference count).
  let first: (any CompiledCallRenderer)?

  init(planSerial: Int, messages compiled: [(any MessagevisorCompiledMessage)?]) {
    let messages = compiled.map { message -> (any CompiledCallRenderer)? in
      guard let message else { return nil }
      return message as? any CompiledCallRenderer ?? PayloadRenderer(message)
    }
    self.planSerial = planSerial
    self.messages = messages
    self.first = messages.first ?? nil
    self.isEmpty = messages.allSatisfy { $0 == nil }
  }
}
