import Foundation
import Messagevisor

/// Options of the `{name}` interpolation module.
public struct InterpolationModuleOptions: Sendable {
  /// The module name.
  public var name: String
  /// The placeholder pattern; capture group 1 is the value name.
  public var pattern: String

  /// Creates options.
  public init(name: String = "interpolation", pattern: String = "\\{([A-Za-z_][A-Za-z0-9_]*)\\}") {
    self.name = name
    self.pattern = pattern
  }
}

/// Creates a module that replaces `{name}` with primitive values.
///
/// Pass the module in `MessagevisorOptions.modules`; creating it never throws. Strings,
/// integers, doubles and booleans are replaced by their display text; absent, null, date,
/// array and object values leave the placeholder as written. There is no escaping.
/// Installing it after the ICU module processes quoted ICU placeholders a second time.
///
///     let sdk = createMessagevisor(
///       MessagevisorOptions(
///         locale: "en", defaultTranslations: ["en": ["hello": "Hello, {name}!"]],
///         modules: [createInterpolationModule()]))
///     try sdk.translate("hello", values: ["name": "Ada"])  // Hello, Ada!
public func createInterpolationModule(
  _ options: InterpolationModuleOptions = InterpolationModuleOptions()
) -> MessagevisorModule {
  let interpolator = Interpolator(pattern: options.pattern)
  return MessagevisorModule(
    name: options.name,
    format: { payload, _ in
      interpolator.interpolate(payload.translation, values: payload.values)
    },
    formatScope: interpolator.needsBrace ? .messageSyntax : .everyString
  )
}

/// Replaces placeholders matched by a regular expression.
struct Interpolator: @unchecked Sendable {
  // Safe: NSRegularExpression is immutable after creation and thread-safe for matching.
  let regex: NSRegularExpression?
  /// Patterns that start with a literal `{` can skip texts without one.
  let needsBrace: Bool

  init(pattern: String) {
    regex = try? NSRegularExpression(pattern: pattern)
    needsBrace = pattern.hasPrefix("\\{")
  }

  func interpolate(_ text: String, values: MessagevisorValues) -> String {
    guard let regex else { return text }
    if needsBrace, !text.utf8.contains(UInt8(ascii: "{")) { return text }
    let source = text as NSString
    let matches = regex.matches(in: text, range: NSRange(location: 0, length: source.length))
    guard !matches.isEmpty else { return text }
    let result = NSMutableString(string: text)
    for match in matches.reversed() where match.numberOfRanges > 1 {
      let nameRange = match.range(at: 1)
      guard nameRange.location != NSNotFound else { continue }
      let name = source.substring(with: nameRange)
      guard let replacement = Self.replacement(for: values[name]) else { continue }
      result.replaceCharacters(in: match.range, with: replacement)
    }
    return result as String
  }

  private static func replacement(for value: MessagevisorValue?) -> String? {
    switch value {
    case .string, .int, .double, .bool: return value?.displayValue
    default: return nil
    }
  }
}
