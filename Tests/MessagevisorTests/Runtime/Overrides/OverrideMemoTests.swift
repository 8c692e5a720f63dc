import Foundation
import Messagevisor
import MessagevisorTestSupport
import Synchronization
import Testing

/// One step of an override scenario: a context change, or a call and what it must return.
enum OverrideStep: Sendable {
  case setContext(MessagevisorContext)
  case translate(callContext: MessagevisorContext?, expected: String)
}

/// Steps run in order on one instance of `OverrideMemoTests.datafile`.
struct OverrideScenario: Sendable, CustomTestStringConvertible {
  let name: String
  var context: MessagevisorContext = [:]
  let steps: [OverrideStep]

  var testDescription: String { name }
}

/// The override a snapshot chose is kept for it; everything that may change the choice still
/// decides it.
@Suite("Override choices per snapshot")
struct OverrideMemoTests {
  static let pro = "Manage your Pro plan"
  static let web = "Plans on the web"
  static let base = "Choose a plan"
  static let iosPro: MessagevisorContext = ["platform": "ios", "plan": "pro"]

  /// `plan`: an override on two attributes, then one on a segment without resolvers.
  static var datafile: DatafileContent {
    let ios = ConditionPredicate(attribute: "platform", operator: "equals", value: "ios")
    let pro = ConditionPredicate(attribute: "plan", operator: "equals", value: "pro")
    var datafile = Sample.datafile()
    datafile.messages["plan"] = DatafileMessage(
      meta: ["owner": "billing"],
      overrides: [
        MessageOverride(
          key: "pro", conditions: .and([.predicate(ios), .predicate(pro)]), translation: Self.pro),
        MessageOverride(key: "web", segments: .key("web"), translation: Self.web),
      ])
    datafile.translations["plan"] = Self.base
    return datafile
  }

  static func calls(_ count: Int, _ context: MessagevisorContext?, _ expected: String)
    -> [OverrideStep]
  {
    Array(repeating: .translate(callContext: context, expected: expected), count: count)
  }

  static let scenarios: [OverrideScenario] = [
    OverrideScenario(
      name: "setContext replaces the choice", context: iosPro,
      steps: calls(3, nil, pro) + [.setContext(["platform": "web"])] + calls(3, nil, web)
        + [.setContext([:])] + calls(2, nil, base) + [.setContext(iosPro)] + calls(2, nil, pro)),
    OverrideScenario(
      name: "a call's own context decides that call only",
      steps: calls(2, iosPro, pro) + calls(2, nil, base) + calls(1, ["platform": "web"], web)
        + calls(1, nil, base)),
    OverrideScenario(
      name: "a call's context merges over the snapshot's", context: iosPro,
      steps: calls(1, ["plan": "free"], base) + calls(2, nil, pro)
        + calls(1, ["plan": "free"], base)),
  ]

  @Test("The choice follows the snapshot and the call's context", arguments: scenarios)
  func scenario(_ item: OverrideScenario) throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: Self.datafile, context: item.context, logLevel: .fatal))
    for (index, step) in item.steps.enumerated() {
      switch step {
      case .setContext(let context):
        sdk.setContext(context, replace: true)
      case .translate(let callContext, let expected):
        let options = TranslateOptions(context: callContext)
        #expect(try sdk.translate("plan", options: options) == expected, "step \(index)")
        #expect(try sdk.getRawTranslation("plan", options: options) == expected, "step \(index)")
      }
    }
  }

  @Test("Overrides that ask a resolver are evaluated on every call")
  func resolverAskedEachCall() throws {
    let enabled = Atomic<Bool>(false)
    let flag = ConditionPredicate(feature: "beta", operator: "isEnabled")
    var datafile = Self.datafile
    datafile.segments["beta"] = Segment(conditions: .predicate(flag))
    datafile.messages["direct"] = DatafileMessage(overrides: [
      MessageOverride(key: "on", conditions: .predicate(flag), translation: "On")
    ])
    datafile.messages["bySegment"] = DatafileMessage(overrides: [
      MessageOverride(key: "on", segments: .key("beta"), translation: "On")
    ])
    datafile.translations["direct"] = "Off"
    datafile.translations["bySegment"] = "Off"
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: datafile, resolveFlag: { _, _ in enabled.load(ordering: .relaxed) },
        logLevel: .fatal))
    for round in 0..<4 {
      let on = !round.isMultiple(of: 2)
      enabled.store(on, ordering: .relaxed)
      #expect(try sdk.translate("direct") == (on ? "On" : "Off"), "round \(round)")
      #expect(try sdk.translate("bySegment") == (on ? "On" : "Off"), "round \(round)")
    }
  }

  @Test("A kept choice is reported on every call, with its deprecation", arguments: [false, true])
  func reportedEachCall(deprecated: Bool) throws {
    var datafile = Self.datafile
    datafile.messages["plan"]?.deprecated = deprecated
    let probe = RuntimeProbe(MessagevisorOptions(datafile: datafile, context: Self.iosPro))
    probe.diagnostics.removeAll()
    for _ in 0..<3 {
      #expect(try probe.sdk.translate("plan") == Self.pro)
    }
    let codes = ["message_override_matched"] + (deprecated ? ["deprecated_message"] : [])
    #expect(probe.codes == codes + codes + codes)
    let matched = probe.diagnostics("message_override_matched").map(\.details)
    #expect(Set(matched.map { $0["overrideKey"] }) == ["pro"])
  }

  @Test("A diagnostic handler may replace the snapshot while a kept choice is reported")
  func handlerReplacesSnapshot() async {
    await #expect(processExitsWith: .success) {
      let instance = Mutex<Messagevisor?>(nil)
      let options = MessagevisorOptions(
        datafile: OverrideMemoTests.datafile, context: OverrideMemoTests.iosPro,
        onDiagnostic: { diagnostic in
          guard diagnostic.code == "message_override_matched" else { return }
          instance.withLock { $0 }?.setContext(["platform": "web"], replace: true)
        },
        logLevel: .debug)
      let sdk = createMessagevisor(options)
      #expect((try? sdk.translate("plan")) == OverrideMemoTests.pro)
      instance.withLock { $0 = sdk }
      #expect((try? sdk.translate("plan")) == OverrideMemoTests.pro)
      instance.withLock { $0 = nil }
      #expect((try? sdk.translate("plan")) == OverrideMemoTests.web)
    }
  }

  @Test("A child keeps its own choice beside its parent's")
  func childOwnChoice() throws {
    let root = createMessagevisor(
      MessagevisorOptions(datafile: Self.datafile, context: Self.iosPro, logLevel: .fatal))
    let child = root.spawn(context: ["platform": "web"])
    for round in 0..<3 {
      #expect(try root.translate("plan") == Self.pro, "round \(round)")
      #expect(try child.translate("plan") == Self.web, "round \(round)")
    }
    child.setContext(["platform": "ios"])
    #expect(try child.translate("plan") == Self.pro)
    #expect(try root.translate("plan") == Self.pro)
  }

  @Test("An override with message syntax is chosen the same way")
  func syntaxOverride() throws {
    var datafile = Self.datafile
    datafile.messages["plan"]?.overrides?[0].translation = "Hi {name}"
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: datafile, context: Self.iosPro, logLevel: .fatal))
    #expect(try sdk.translate("plan", values: ["name": "Ada"]) == "Hi {name}")
    #expect(try sdk.translate("plan", values: ["name": "Ada"]) == "Hi {name}")
    sdk.setContext(["platform": "web"], replace: true)
    #expect(try sdk.translate("plan") == Self.web)
  }

  @Test("A formatter still gets the message's metadata")
  func metadataReachesModules() throws {
    let seen = Recorded<[String: MessagevisorValue]?>()
    let module = MessagevisorModule(
      name: "meta",
      format: { payload, _ in
        seen.append(payload.meta)
        return nil
      })
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Self.datafile, context: Self.iosPro, logLevel: .fatal, modules: [module]))
    #expect(try sdk.translate("plan") == Self.pro)
    #expect(try sdk.translate("plan") == Self.pro)
    #expect(seen.values == [["owner": "billing"], ["owner": "billing"]])
  }

  @Test("Past the kept choices' capacity, choices are evaluated per call")
  func pastCapacity() throws {
    let ios = ConditionPredicate(attribute: "platform", operator: "equals", value: "ios")
    var datafile = Sample.datafile()
    let keys = (0..<4_100).map { "m\($0)" }
    for key in keys {
      datafile.messages[key] = DatafileMessage(overrides: [
        MessageOverride(key: "ios", conditions: .predicate(ios), translation: "iOS \(key)")
      ])
      datafile.translations[key] = key
    }
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: datafile, context: ["platform": "ios"], logLevel: .fatal))
    for _ in 0..<2 {
      #expect(try keys.allSatisfy { try sdk.translate($0) == "iOS \($0)" })
    }
    sdk.setContext(["platform": "web"], replace: true)
    #expect(try keys.allSatisfy { try sdk.translate($0) == $0 })
  }
}
