import Foundation
import Messagevisor
import MessagevisorTestSupport
import Testing

/// A compiled message whose render changes its instance and translates again on the same
/// thread before it reads the call's view: the snapshot the call borrows is replaced under it.
final class ReenteringMessage: CompiledCallRenderer {
  let instance: Shelf<Messagevisor>
  let seen: Recorded<String>

  init(instance: Shelf<Messagevisor>, seen: Recorded<String>) {
    self.instance = instance
    self.seen = seen
  }

  func format(_ payload: MessagevisorFormatPayload, api: MessagevisorModuleApi) throws -> String? {
    nil
  }

  func render(_ call: borrowing MessagevisorCompiledCall) throws -> String? {
    let rounds = call.value(named: "rounds")?.numberValue ?? 0
    if rounds > 0, let sdk = instance.peek() {
      for round in 0..<Int(rounds) {
        sdk.setContext(["round": .int(round)])
        let nested = try sdk.translate(
          "greeting", values: ["name": "nested", "rounds": .double(rounds - 1)])
        seen.append(nested)
        sdk.setDatafile(ReentrantRenderTests.datafile(round: round))
      }
    }
    let name = call.value(named: "name")?.displayValue ?? "-"
    return "\(call.locale): \(call.translation) / \(name)"
  }
}

@Suite("Modules: a render that re-enters its instance")
struct ReentrantRenderTests {
  static func datafile(round: Int) -> DatafileContent {
    DatafileContent(
      locale: "en", translations: ["greeting": "Hello {name}", "plain": "Plain \(round)"])
  }

  @Test(
    "The outer render reads its own translation and values after nested calls replace its snapshot",
    arguments: [1, 2, 5])
  func nestedReplacements(rounds: Int) throws {
    let shelf = Shelf<Messagevisor>()
    let seen = Recorded<String>()
    let module = MessagevisorModule(
      name: "reenter", format: { _, _ in nil }, formatScope: .messageSyntax,
      compile: { _ in ReenteringMessage(instance: shelf, seen: seen) })
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: Self.datafile(round: -1), modules: [module]))
    shelf.put(sdk)
    let result = try sdk.translate(
      "greeting", values: ["name": "outer", "rounds": .int(rounds)])
    #expect(result == "en: Hello {name} / outer")
    #expect(seen.values.last == "en: Hello {name} / nested")
    #expect(try sdk.translate("plain") == "Plain \(rounds - 1)")
    _ = shelf.take()  // the module's message holds the instance: break the cycle
  }
}
