/// What `evaluate` and `benchmark` evaluate: the option groups an `EvaluationSession` reads,
/// and the message key or raw message (the commands' `validate` allows exactly one).
struct EvaluationRequest: Sendable {
  let project: ProjectOptions
  let modules: ModuleOptions
  let inputs: EvaluationInputOptions
  let message: String?
  let rawMessage: String?
}
