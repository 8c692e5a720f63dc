/// A translation as each formatter of one module plan compiled it.
final class CompiledTranslation: Sendable {
  /// The `ModulePlan.serial` the messages were compiled with.
  let planSerial: Int
  /// One per formatter of that plan, in order; nil where the module compiles nothing.
  let messages: [(any MessagevisorCompiledMessage)?]
  /// True when no formatter compiled anything (the hooks run as usual).
  let isEmpty: Bool
  /// The first formatter's message, the one a plan that `rendersAlone` renders (a stored
  /// property, so a borrowed translation lends it without a reference count).
  let first: (any MessagevisorCompiledMessage)?

  init(planSerial: Int, messages: [(any MessagevisorCompiledMessage)?]) {
    self.planSerial = planSerial
    self.messages = messages
    self.first = messages.first ?? nil
    self.isEmpty = messages.allSatisfy { $0 == nil }
  }
}
