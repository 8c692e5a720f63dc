import Dispatch
import Foundation
import Messagevisor
import MessagevisorTestSupport
import Testing

@Suite("Concurrent use")
struct ConcurrencyTests {
  @Test("Mixed translate, setContext, setDatafile and child translate from many threads")
  func mixedOperations() throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: Sample.datafile(), context: ["plan": "free"], logLevel: .fatal))
    let child = sdk.spawn(context: ["plan": "pro"])
    let changes = Recorded<Int>()
    sdk.subscribe { changes.append(1) }
    let failures = Recorded<String>()
    DispatchQueue.concurrentPerform(iterations: 1_000) { index in
      do {
        switch index % 5 {
        case 0:
          let text = try sdk.translate("welcome")
          if !text.hasPrefix("Welcome") { failures.append("root: \(text)") }
        case 1:
          sdk.setContext(["iteration": .int(index)])
        case 2:
          sdk.setDatafile(Sample.datafile(revision: "\(index)"), replace: index % 2 == 0)
        case 3:
          let text = try child.translate("welcome")
          if text != "Welcome, pro" { failures.append("child: \(text)") }
        default:
          _ = try sdk.getRawTranslation("welcome", options: TranslateOptions(locale: "en"))
          _ = sdk.getSnapshot()
        }
      } catch {
        failures.append("\(error)")
      }
    }
    #expect(failures.values.isEmpty)
    #expect(changes.count == 400)
    #expect(sdk.getSnapshot().version == 401)
    #expect(sdk.getContext()["plan"] == "free")
  }

  @Test("Concurrent subscribe, emit and unsubscribe")
  func subscriptions() {
    let sdk = createMessagevisor(MessagevisorOptions(logLevel: .fatal))
    let delivered = Recorded<Int>()
    DispatchQueue.concurrentPerform(iterations: 500) { index in
      let unsubscribe = sdk.on(.currencySet) { _ in delivered.append(index) }
      sdk.setCurrency("C\(index)")
      unsubscribe()
    }
    sdk.setCurrency("LAST")
    #expect(delivered.count >= 500, "each listener saw at least its own change")
    #expect(sdk.getSnapshot().version == 501)
  }

  @Test("Each listener sees strictly increasing versions under concurrent changes")
  func monotonicDelivery() {
    let sdk = createMessagevisor(MessagevisorOptions(logLevel: .fatal))
    let versions = Recorded<Int>()
    sdk.on(.change) { versions.append($0.version) }
    DispatchQueue.concurrentPerform(iterations: 500) { index in
      sdk.setContext(["i": .int(index)])
    }
    let seen = versions.values
    #expect(seen.count == 500)
    #expect(seen == Array(1...500), "versions were delivered out of order")
  }

  @Test("Concurrent module onDiagnostic and reportDiagnostic")
  func moduleDiagnostics() throws {
    let apis = Recorded<MessagevisorModuleApi>()
    let received = Recorded<String>()
    let sdk = createMessagevisor(
      MessagevisorOptions(
        locale: "en", logLevel: .fatal,
        modules: [
          MessagevisorModule(name: "a", setup: { apis.append($0) }),
          MessagevisorModule(name: "b", setup: { apis.append($0) }),
        ]))
    let a = try #require(apis.values.first)
    let b = try #require(apis.values.last)
    withExtendedLifetime(sdk) {
      DispatchQueue.concurrentPerform(iterations: 500) { index in
        let unsubscribe = a.onDiagnostic({ received.append($0.code) }, .init(logLevel: .debug))
        b.reportDiagnostic(.init(level: .info, code: "c\(index)", message: "m"))
        unsubscribe()
      }
    }
    #expect(received.count >= 500)
  }

  @Test("Concurrent child spawning, translating and closing")
  func children() async throws {
    let sdk = createMessagevisor(MessagevisorOptions(datafile: Sample.datafile(), logLevel: .fatal))
    try await withThrowingTaskGroup(of: String.self) { group in
      for index in 0..<100 {
        group.addTask {
          let child = sdk.spawn(context: ["plan": index % 2 == 0 ? "pro" : "free"])
          let text = try child.translate("welcome")
          try await child.close()
          return text
        }
      }
      group.addTask {
        for revision in 0..<20 { sdk.setDatafile(Sample.datafile(revision: "\(revision)")) }
        return "Welcome"
      }
      for try await text in group {
        #expect(text.hasPrefix("Welcome"))
      }
    }
  }

  @Test("Regular expressions are evaluated concurrently from a shared cache")
  func concurrentRegex() {
    let mismatches = Recorded<Int>()
    DispatchQueue.concurrentPerform(iterations: 1_000) { index in
      let predicate = ConditionPredicate(
        attribute: "v", operator: "matches", value: "^item-[0-9]+$", regexFlags: "i")
      let subject: MessagevisorValue = index % 2 == 0 ? .string("ITEM-\(index)") : "other"
      let matched = evaluateCondition(
        .predicate(predicate), provider: MessagevisorEvaluationDataProvider(context: ["v": subject])
      )
      if matched != (index % 2 == 0) { mismatches.append(index) }
    }
    #expect(mismatches.values.isEmpty)
  }

  @Test("Modules added and removed while children translate close exactly once")
  func concurrentModules() async throws {
    let closed = Recorded<String>()
    let sdk = createMessagevisor(MessagevisorOptions(datafile: Sample.datafile(), logLevel: .fatal))
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<50 {
        group.addTask {
          let remove = sdk.addModule(
            MessagevisorModule(
              name: "m\(index)", transform: { payload, _ in payload.translation },
              close: { closed.append("m\(index)") }))
          _ = try sdk.spawn().translate("welcome")
          try await remove()
        }
      }
      try await group.waitForAll()
    }
    #expect(closed.count == 50)
    #expect(Set(closed.values).count == 50)
  }
}
