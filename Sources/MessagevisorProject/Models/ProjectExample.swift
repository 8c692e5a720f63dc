import Messagevisor

/// What a locale example and a message example both carry: where they are listed and the call
/// they describe.
///
/// Runners read examples through this instead of copying the two models into a third shape.
package protocol ProjectExample: Sendable {
  /// The locale the example renders in.
  var locale: String { get }
  /// 0-based index of the authored example.
  var exampleIndex: Int { get }
  /// 0-based matrix combination, when the source had a matrix.
  var matrixIndex: Int? { get }
  /// The authored description (matrix-substituted).
  var description: String? { get }
  /// Values passed to the message.
  var values: MessagevisorValues? { get }
  /// Evaluation context.
  var context: MessagevisorContext? { get }
  /// Format presets passed to the call.
  var formats: FormatPresets? { get }
  /// Default currency for the call.
  var currency: String? { get }
  /// Time zone for the call.
  var timeZone: String? { get }
  /// Expected text per runtime (`swift`, `python`, …).
  var expectedByRuntime: [String: String]? { get }
  /// JS only: the JS SDK's rendering.
  var evaluatedTranslation: MessagevisorValue? { get }
}

extension ProjectLocaleExample: ProjectExample {}

extension ProjectMessageExample: ProjectExample {}
