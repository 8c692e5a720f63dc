import Messagevisor
import MessagevisorICU
import MessagevisorProject

/// Names the YAML `file:line:col` of a message whose translation has invalid ICU syntax, with
/// the source line and a caret, instead of the bare parser message.
struct ICUFailureLocator: Sendable {
  let source: (any ProjectSource)?
  let currentDirectory: String

  /// The located failure, or nil when the translation parses or its entry cannot be found.
  func describe(key: String, locale: String, sdk: Messagevisor) -> CLIError? {
    guard let source,
      let raw = try? sdk.getRawTranslation(key, options: TranslateOptions(locale: locale))
    else { return nil }
    let syntax: ICUSyntaxError
    do {
      _ = try ICUMessage.parse(raw)
      return nil
    } catch {
      syntax = error
    }
    guard let found = source.translationSource(message: key, locale: locale, text: raw) else {
      return nil
    }
    let (line, column) = SourceSnippet.place(
      utf8Offset: syntax.offset, scalarAt: found.position, file: found.file)
    return .badData(
      SourceSnippet.report(
        "ICU syntax error in message '\(key)' (locale '\(locale)'): " + syntax.message,
        file: found.file, line: line, column: column, currentDirectory: currentDirectory))
  }
}
