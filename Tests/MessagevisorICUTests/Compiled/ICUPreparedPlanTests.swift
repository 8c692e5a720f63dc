import Messagevisor
import Testing

@testable import MessagevisorICU

/// Plans are built once per text, locale and engine, and shared by every compiled message made
/// with the same parse cache (so every instance storing the same datafile).
@Suite struct ICUPreparedPlanTests {
  static let text = "{count, plural, one {# item} other {# items}} for {name}"

  /// Compiles `text` for `locale` and `engine` with `hook`.
  static func compiled(
    _ hook: ICUModuleHook, text: String = text, locale: String = "en-US",
    engine: FormattingEngineKind = .icu
  ) throws -> ICUCompiledMessage {
    let input = MessagevisorCompileInput(
      translation: text, locale: locale, formattingEngine: engine)
    return try #require(hook.compile(input) as? ICUCompiledMessage)
  }

  /// Where a compiled message's plan keeps its nodes.
  static func nodeStorage(_ message: ICUCompiledMessage) -> UnsafeRawPointer? {
    message.plan.nodes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  @Test func theSameTextLocaleAndEngineShareOnePlan() throws {
    let hook = ICUModuleHook(options: ICUModuleOptions())
    let first = try Self.compiled(hook)
    let second = try Self.compiled(hook)
    #expect(first !== second)
    #expect(Self.nodeStorage(first) == Self.nodeStorage(second))
  }

  /// Each of these differs from the first compilation in one of text, locale and engine.
  static let others: [(text: String, locale: String, engine: FormattingEngineKind)] = [
    (text + "!", "en-US", .icu),
    (text, "pl", .icu),
    (text, "en-US", .foundation),
  ]

  @Test(arguments: others)
  func anotherTextLocaleOrEngineHasItsOwnPlan(
    text: String, locale: String, engine: FormattingEngineKind
  ) throws {
    let hook = ICUModuleHook(options: ICUModuleOptions())
    let first = try Self.compiled(hook)
    let other = try Self.compiled(hook, text: text, locale: locale, engine: engine)
    #expect(Self.nodeStorage(first) != Self.nodeStorage(other))
    #expect(other.locale == locale)
  }

  @Test func modulesShareThePlansOfTheirParseCache() throws {
    let shared = ICUParseCache()
    let first = try Self.compiled(ICUModuleHook(options: ICUModuleOptions(parseCache: shared)))
    let second = try Self.compiled(ICUModuleHook(options: ICUModuleOptions(parseCache: shared)))
    #expect(Self.nodeStorage(first) == Self.nodeStorage(second))
    let own = try Self.compiled(ICUModuleHook(options: ICUModuleOptions()))
    #expect(Self.nodeStorage(first) != Self.nodeStorage(own))
  }

  @Test func clearingTheParseCacheForgetsItsPlans() throws {
    let cache = ICUParseCache()
    let hook = ICUModuleHook(options: ICUModuleOptions(parseCache: cache))
    let before = try Self.compiled(hook)
    cache.removeAll()
    let after = try Self.compiled(hook)
    #expect(Self.nodeStorage(before) != Self.nodeStorage(after))
  }

  /// Texts with the `#` nodes their plans have: only a `#` inside a plural prints a number.
  static let pounds: [(text: String, printsNumber: Bool)] = [
    ("{n, plural, other {# left}}", true),
    ("{g, select, a {{n, plural, other {#}}} other {-}}", true),
    ("Item #{n}", false),
    ("{g, select, a {#} other {-}}", false),
  ]

  @Test(arguments: pounds)
  func aPluralNumberIsPreparedOnlyForPoundNodes(text: String, printsNumber: Bool) throws {
    let message = try Self.compiled(ICUModuleHook(options: ICUModuleOptions()), text: text)
    #expect((message.pluralNumber != nil) == printsNumber)
  }

  @Test func anInvalidMessageCompilesToNothing() {
    let hook = ICUModuleHook(options: ICUModuleOptions())
    let input = MessagevisorCompileInput(
      translation: "{n, plural, one {x}", locale: "en-US", formattingEngine: .icu)
    #expect(hook.compile(input) == nil)
  }
}
