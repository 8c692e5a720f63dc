import Foundation
import Messagevisor
import MessagevisorTestSupport
import Testing

/// A compiled message that renders what a module can see of the call: the text chosen, the
/// message's metadata, key and source (through the payload), and the `name` value. Its hook
/// leaves every text as it is, as `.messageSyntax` promises for plain ones.
final class ChosenTextMessage: CompiledCallRenderer {
  func format(_ payload: MessagevisorFormatPayload, api: MessagevisorModuleApi) throws -> String? {
    nil
  }

  func render(_ call: borrowing MessagevisorCompiledCall) throws -> String? {
    let name = call.values["name"]?.displayValue ?? "-"
    if name == "boom" { throw MessagevisorError("chosen boom") }
    let payload = call.payload()
    let owner = payload.meta?["owner"]?.displayValue ?? "-"
    let key = payload.messageKey ?? "-"
    return "\(call.translation) [\(owner) \(key) \(payload.source.rawValue)] \(name)"
  }
}

/// One call of a `CompiledMessageAnswerTests` scenario.
struct ChosenTextCase: Sendable, CustomTestStringConvertible {
  let name: String
  let key: String
  var context: MessagevisorContext = [:]
  var callContext: MessagevisorContext?
  let expected: String
  let codes: [String]

  var testDescription: String { name }
}

/// Keys with message metadata whose chosen text has message syntax are rendered where they
/// are stored, and the module sees what the full pipeline would show it.
@Suite("Compiled texts of keys with message metadata")
struct CompiledMessageAnswerTests {
  static let pro = ConditionPredicate(attribute: "plan", operator: "equals", value: "pro")

  static var datafile: DatafileContent {
    var datafile = DatafileContent(locale: "en", translations: [:])
    datafile.messages = [
      "greet": DatafileMessage(
        meta: ["owner": "growth"],
        overrides: [
          MessageOverride(key: "pro", conditions: .predicate(pro), translation: "Hi {name}, pro")
        ]),
      "mixed": DatafileMessage(
        meta: ["owner": "billing"],
        overrides: [MessageOverride(key: "pro", conditions: .predicate(pro), translation: "Pro")]),
      "old": DatafileMessage(deprecated: true, meta: ["owner": "legacy"]),
      "bare": DatafileMessage(meta: ["owner": "nobody"]),
    ]
    datafile.translations = ["greet": "Hello {name}", "mixed": "Hey {name}", "old": "Old {name}"]
    return datafile
  }

  static let matched = "message_override_matched"

  static let cases: [ChosenTextCase] = [
    ChosenTextCase(
      name: "an override with syntax", key: "greet", context: ["plan": "pro"],
      expected: "Hi {name}, pro [growth greet translation] Ada", codes: [matched]),
    ChosenTextCase(
      name: "no override matches: the stored translation", key: "greet",
      expected: "Hello {name} [growth greet translation] Ada", codes: []),
    ChosenTextCase(
      name: "the call's own context chooses", key: "greet", callContext: ["plan": "pro"],
      expected: "Hi {name}, pro [growth greet translation] Ada", codes: [matched]),
    ChosenTextCase(
      name: "a plain override of a compiled translation", key: "mixed", context: ["plan": "pro"],
      expected: "Pro", codes: [matched]),
    ChosenTextCase(
      name: "the compiled translation beside a plain override", key: "mixed",
      expected: "Hey {name} [billing mixed translation] Ada", codes: []),
    ChosenTextCase(
      name: "a deprecated message", key: "old",
      expected: "Old {name} [legacy old translation] Ada", codes: ["deprecated_message"]),
    ChosenTextCase(
      name: "metadata without a translation", key: "bare", expected: "bare",
      codes: ["missing_translation"]),
  ]

  /// The chosen-text module alone (`rendersAlone`), or followed by a transform that changes
  /// nothing, which sends every call through the full pipeline.
  static func probe(context: MessagevisorContext, throughPipeline: Bool) -> RuntimeProbe {
    var modules = [
      MessagevisorModule(
        name: "chosen", format: { _, _ in nil }, formatScope: .messageSyntax,
        compile: { _ in ChosenTextMessage() })
    ]
    if throughPipeline {
      modules.append(MessagevisorModule(name: "same", transform: { _, _ in nil }))
    }
    return RuntimeProbe(
      MessagevisorOptions(datafile: datafile, context: context, modules: modules))
  }

  @Test("The render sees the chosen text, the metadata and the key", arguments: cases)
  func chosenText(item: ChosenTextCase) throws {
    let options = TranslateOptions(context: item.callContext)
    for throughPipeline in [false, true] {
      let probe = Self.probe(context: item.context, throughPipeline: throughPipeline)
      for _ in 0..<2 {
        let result = try probe.sdk.translate(item.key, values: ["name": "Ada"], options: options)
        #expect(result == item.expected, "through the pipeline: \(throughPipeline)")
      }
      let codes = probe.codes.filter { $0 != "sdk_initialized" }
      #expect(codes == item.codes + item.codes, "through the pipeline: \(throughPipeline)")
    }
  }

  @Test("A throwing render of an override is reported after the match")
  func throwingOverride() throws {
    let probe = Self.probe(context: ["plan": "pro"], throughPipeline: false)
    #expect(throws: MessagevisorError.self) {
      try probe.sdk.translate("greet", values: ["name": "boom"])
    }
    #expect(probe.codes.filter { $0 != "sdk_initialized" } == [Self.matched, "invalid_message"])
    let failure = probe.diagnostics("invalid_message").first
    #expect(failure?.moduleName == "chosen")
    #expect(failure?.details["messageKey"] == "greet")
    #expect(failure?.details["source"] == "translation")
  }

  @Test("A handler that replaces the datafile and translates again while a match is reported")
  func handlerReplacesDatafile() throws {
    let replacement = {
      var datafile = Self.datafile
      datafile.messages["greet"]?.overrides = [
        MessageOverride(key: "pro", conditions: .predicate(Self.pro), translation: "New {name}")
      ]
      return datafile
    }()
    let replaced = Recorded<Bool>()
    let box = Recorded<Messagevisor>()
    var options = MessagevisorOptions(
      datafile: Self.datafile, context: ["plan": "pro"],
      modules: [
        MessagevisorModule(
          name: "chosen", format: { _, _ in nil }, formatScope: .messageSyntax,
          compile: { _ in ChosenTextMessage() })
      ])
    options.logLevel = .debug
    // The nested call replaces this thread's snapshot while the outer call renders from it.
    let nested = Recorded<String>()
    options.onDiagnostic = { diagnostic in
      guard diagnostic.code == Self.matched, replaced.values.isEmpty else { return }
      replaced.append(true)
      guard let sdk = box.values.first else { return }
      sdk.setDatafile(replacement)
      nested.append((try? sdk.translate("greet", values: ["name": "Bo"])) ?? "threw")
    }
    let sdk = createMessagevisor(options)
    box.append(sdk)
    let first = try sdk.translate("greet", values: ["name": "Ada"])
    #expect(first == "Hi {name}, pro [growth greet translation] Ada")
    #expect(nested.values == ["New {name} [growth greet translation] Bo"])
    let second = try sdk.translate("greet", values: ["name": "Ada"])
    #expect(second == "New {name} [growth greet translation] Ada")
  }
}
