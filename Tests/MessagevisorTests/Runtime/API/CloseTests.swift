import Foundation
import Messagevisor
import MessagevisorTestSupport
import Testing

@Suite("close()")
struct CloseTests {
  @Test("Root-owned modules close once, in reverse registration order")
  func reverseOrder() async throws {
    let closed = Recorded<String>()
    let sdk = createMessagevisor(
      MessagevisorOptions(
        logLevel: .fatal,
        modules: [Sample.closing("a", into: closed), Sample.closing(nil, into: closed)]))
    sdk.addModule(Sample.closing("c", into: closed))
    try await sdk.close()
    try await sdk.close()
    #expect(closed.values == ["c", "anonymous", "a"])
  }

  @Test("Failures are reported, cleanup continues, and every caller gets the same aggregate")
  func concurrentCallers() async throws {
    let closed = Recorded<String>()
    let probe = RuntimeProbe(MessagevisorOptions(locale: "en"))
    for name in ["first", "bad1", "middle", "bad2", "last"] {
      probe.sdk.addModule(
        MessagevisorModule(
          name: name,
          close: {
            try await Task.sleep(for: .milliseconds(5))
            closed.append(name)
            if name.hasPrefix("bad") { throw MarkerError(name) }
          }))
    }
    let outcomes = await withTaskGroup(of: [String]?.self) { group in
      for _ in 0..<16 {
        group.addTask {
          do {
            try await probe.sdk.close()
            return nil
          } catch let error as MessagevisorCloseError {
            return error.errors.map { "\($0)" }
          } catch {
            return ["unexpected \(error)"]
          }
        }
      }
      var all: [[String]?] = []
      for await outcome in group { all.append(outcome) }
      return all
    }
    #expect(outcomes.count == 16)
    #expect(outcomes.allSatisfy { $0 == ["bad2", "bad1"] })
    #expect(closed.values == ["last", "bad2", "middle", "bad1", "first"])
    let failures = probe.diagnostics("module_close_error")
    #expect(failures.map(\.moduleName) == ["bad2", "bad1"])
    await #expect(throws: MessagevisorCloseError.self) { try await probe.sdk.close() }
  }

  @Test("A module's close callback may start another close without deadlock")
  func reentrantClose() async throws {
    let holder = Recorded<Messagevisor>()
    let closed = Recorded<String>()
    let module = MessagevisorModule(
      name: "reentrant",
      close: {
        closed.append("reentrant")
        if let sdk = holder.last {
          Task { try? await sdk.close() }
        }
      })
    let sdk = createMessagevisor(MessagevisorOptions(logLevel: .fatal, modules: [module]))
    holder.append(sdk)
    try await sdk.close()
    try await Task.sleep(for: .milliseconds(20))
    #expect(closed.values == ["reentrant"])
  }

  @Test("An observer closing on module_setup_error waits for the failed module's cleanup")
  func closeFromSetupErrorObserver() async throws {
    let closed = Recorded<String>()
    let holder = Recorded<Messagevisor>()
    let closing = Recorded<Task<Void, any Error>>()
    let sdk = createMessagevisor(
      MessagevisorOptions(
        locale: "en",
        onDiagnostic: { diagnostic in
          guard diagnostic.code == "module_setup_error", let sdk = holder.last else { return }
          closing.append(Task { try await sdk.close() })
        }))
    holder.append(sdk)
    sdk.addModule(
      MessagevisorModule(
        name: "broken",
        setup: { _ in throw MarkerError("setup") },
        close: {
          try await Task.sleep(for: .milliseconds(30))
          closed.append("broken")
        }))
    let task = try #require(closing.last)
    try await task.value
    #expect(closed.values == ["broken"])
  }

  @Test("After close: no events, no-op subscriptions and module additions; state still changes")
  func afterClose() async throws {
    let closed = Recorded<String>()
    let probe = RuntimeProbe(MessagevisorOptions(datafile: Sample.datafile()))
    try await probe.sdk.close()
    probe.events.removeAll()
    let late = Recorded<MessagevisorEvent>()
    let unsubscribe = probe.sdk.on(.change) { late.append($0) }
    unsubscribe()
    probe.sdk.setContext(["a": 1])
    _ = try probe.sdk.translate("missing")
    let remove = probe.sdk.addModule(Sample.closing("after", into: closed))
    try await remove()
    #expect(probe.events.count == 0)
    #expect(late.count == 0)
    #expect(probe.sdk.getContext() == ["a": 1])
    #expect(closed.values.isEmpty)
    #expect(try probe.sdk.formatMessage("x") == "x")
  }

  @Test("Closing the root does not break a live child's reads")
  func childAfterRootClose() async throws {
    let sdk = createMessagevisor(MessagevisorOptions(datafile: Sample.datafile(), logLevel: .fatal))
    let child = sdk.spawn()
    try await sdk.close()
    #expect(try child.translate("welcome") == "Welcome")
  }

  @Test("MessagevisorCloseError has a fixed message")
  func closeErrorMessage() {
    let error = MessagevisorCloseError(errors: [MarkerError()])
    #expect(error.localizedDescription == "One or more Messagevisor modules failed to close.")
    #expect("\(error)" == "One or more Messagevisor modules failed to close.")
  }
}
