import Messagevisor

/// Formats ICU messages with values, parsing each distinct message once.
///
/// Text without `{` and `'` is returned as is, without touching the cache. Every failure is
/// thrown as a `MessagevisorError` with the SDK's stable text (syntax errors use
/// `ICUSyntaxError.message`; ask `cache.message(for:)` for the position). Formatting failures
/// from the backend are rethrown unchanged.
public struct ICUFormatter: Sendable {
  /// The parse cache; share one formatter (or cache) between SDK instances.
  public let cache: ICUParseCache

  /// Creates a formatter with its own cache, or with a shared one.
  public init(cache: ICUParseCache = ICUParseCache()) {
    self.cache = cache
  }

  /// Renders `text` with `values`.
  public func format(
    _ text: String,
    values: MessagevisorValues,
    environment: consuming ICUEnvironment
  ) throws -> String {
    guard ICUMessage.needsParsing(text) else { return text }
    let message: ICUMessage
    do throws(ICUSyntaxError) {
      message = try cache.message(for: text)
    } catch {
      throw error.messagevisorError
    }
    return try message.format(values: values, environment: environment)
  }
}

extension ICUMessage {
  /// Renders the message with `values`; only selected branches are evaluated.
  ///
  /// Throws `MessagevisorError` for a missing value ("Missing ICU value: name"), a non-numeric
  /// plural or number value, an invalid date, or an unsupported number skeleton token (after
  /// reporting `unsupported_formatter`); backend errors are rethrown unchanged.
  public func format(values: MessagevisorValues, environment: consuming ICUEnvironment) throws
    -> String
  {
    if isPlainText {
      return source
    }
    var output = ""
    output.reserveCapacity(source.utf8.count + 16)
    let renderer = ICURenderer(values: values, environment: environment)
    try renderer.render(nodes, plural: nil, into: &output)
    return output
  }
}
