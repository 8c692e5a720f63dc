import MessagevisorProject

/// Why `examples --message=KEY` selected no example: no such message, or one without examples.
///
/// Telling the two apart needs every message key, so the project is loaded again in full; that
/// happens only on this error path, never in a run that finds its examples.
struct MessageExampleMiss {
  /// The sentence printed after `error: ` (the run exits 1).
  let reason: String

  init(key: String, locale: String?, selector: SourceSelector) throws(CLIError) {
    var full = selector
    full.parsesMessage = nil
    let source = try full.source()
    guard let native = source as? NativeProjectSource else {
      reason = Self.noExamples(key: key, locale: locale)
      return
    }
    let keys = native.project.messageKeys
    if keys.contains(key) {
      reason = Self.noExamples(key: key, locale: locale)
    } else {
      let suggestion = DidYouMean.suggestion(for: key, among: keys).map {
        " (did you mean '\($0)'?)"
      }
      reason = "message '\(key)' is not in the project\(suggestion ?? "")"
    }
  }

  private static func noExamples(key: String, locale: String?) -> String {
    "message '\(key)' has no examples" + (locale.map { " in locale \($0)" } ?? "")
  }
}
