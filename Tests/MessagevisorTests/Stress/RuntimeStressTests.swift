import Foundation
import Messagevisor
import Testing

/// Eight threads reading and changing one root and its children at once.
///
/// Readers translate, format and spawn; writers merge and replace datafiles, switch locale and
/// context, and add and remove modules. Every reading must be a complete rendering, snapshot
/// versions must never go down for any reader, and events must be consistent. Run it under
/// ThreadSanitizer with `make tsan`.
@Suite("Runtime stress")
struct RuntimeStressTests {
  static let rounds = 400

  @Test("Concurrent readers and writers keep translations and versions consistent")
  func concurrentReadersAndWriters() async throws {
    let harness = StressHarness()
    let root = StressFixtures.root()
    root.setDatafile(StressFixtures.full(locale: "de", revision: 0))
    let unsubscribe = root.on(.change) { event in
      Self.checkEvent(event, harness: harness)
    }
    let bodies: [@Sendable () -> Void] = [
      { Self.translateOnRoot(root, harness: harness) },
      { Self.formatOnRoot(root, harness: harness) },
      { Self.spawnAndTranslate(root, harness: harness, closing: true) },
      { Self.spawnAndTranslate(root, harness: harness, closing: false) },
      { Self.mergeDatafiles(root) },
      { Self.replaceDatafiles(root) },
      { Self.switchLocaleAndContext(root, harness: harness) },
      { Self.churnModules(root) },
    ]
    await harness.run(bodies)
    unsubscribe()
    #expect(harness.recorded == [])
    #expect(
      StressFixtures.greetings.contains(
        (try? root.translate("greeting", values: ["name": "Ada"])) ?? ""))
    #expect(try root.getDatafile(locale: "en").translations["greeting"] != nil)
  }

  private static func checkEvent(_ event: MessagevisorEvent, harness: StressHarness) {
    if event.snapshot.version != event.version {
      harness.fail("event version \(event.version) != snapshot \(event.snapshot.version)")
    }
    if event.previousSnapshot.version >= event.version {
      harness.fail("event \(event.version) follows snapshot \(event.previousSnapshot.version)")
    }
  }

  private static func checkGreeting(_ text: String?, _ who: String, harness: StressHarness) {
    guard let text, StressFixtures.greetings.contains(text) else {
      harness.fail("\(who): greeting rendered as \(text ?? "an error")")
      return
    }
  }

  private static func translateOnRoot(_ root: Messagevisor, harness: StressHarness) {
    var versions = MonotonicVersions("root reader")
    for round in 0..<rounds {
      let text = try? root.translate("greeting", values: ["name": StressFixtures.name])
      checkGreeting(text, "root translate", harness: harness)
      let locale = round % 2 == 0 ? "en" : "de"
      let other = try? root.translate(
        "greeting", values: ["name": StressFixtures.name], options: TranslateOptions(locale: locale)
      )
      checkGreeting(other, "root translate(locale:)", harness: harness)
      _ = try? root.translate("extra\(round % 7)")
      versions.observe(root.getSnapshot().version, harness: harness)
    }
  }

  private static func formatOnRoot(_ root: Messagevisor, harness: StressHarness) {
    var versions = MonotonicVersions("root formatter")
    for _ in 0..<rounds {
      let text = try? root.formatMessage("Hi {name}", values: ["name": StressFixtures.name])
      if text != "Hi Ada" {
        harness.fail("formatMessage gave \(text ?? "an error")")
      }
      versions.observe(root.getSnapshot().version, harness: harness)
    }
  }

  private static func spawnAndTranslate(
    _ root: Messagevisor,
    harness: StressHarness,
    closing: Bool
  ) {
    var children: [MessagevisorChild] = []
    for round in 0..<rounds {
      let country: MessagevisorValue = round % 3 == 0 ? "de" : "fr"
      let child = root.spawn(context: ["country": country, "plan": round % 5 == 0 ? "pro" : "free"])
      var versions = MonotonicVersions("child reader")
      for _ in 0..<3 {
        let text = try? child.translate("greeting", values: ["name": StressFixtures.name])
        checkGreeting(text, "child translate", harness: harness)
        versions.observe(child.getSnapshot().version, harness: harness)
      }
      if closing {
        StressHarness.blocking { try? await child.close() }
      } else {
        children.append(child)
      }
    }
    for child in children {
      let text = try? child.translate("greeting", values: ["name": StressFixtures.name])
      checkGreeting(text, "late child translate", harness: harness)
    }
  }

  private static func mergeDatafiles(_ root: Messagevisor) {
    for round in 1...rounds {
      root.setDatafile(
        StressFixtures.partial(locale: round % 2 == 0 ? "en" : "de", revision: round))
    }
  }

  private static func replaceDatafiles(_ root: Messagevisor) {
    for round in 1...rounds {
      let locale = round % 2 == 0 ? "en" : "de"
      root.setDatafile(StressFixtures.full(locale: locale, revision: round), replace: true)
      if round % 10 == 0 {
        root.setDatafile("{\"not\": \"a datafile\"}")
      }
    }
  }

  private static func switchLocaleAndContext(_ root: Messagevisor, harness: StressHarness) {
    var versions = MonotonicVersions("state writer")
    for round in 0..<rounds {
      do {
        try root.setLocale(round % 2 == 0 ? "de" : "en")
      } catch {
        harness.fail("setLocale failed: \(error)")
      }
      let context: MessagevisorContext = ["country": round % 4 == 0 ? "at" : "us"]
      root.setContext(context, replace: round % 3 == 0)
      versions.observe(root.getSnapshot().version, harness: harness)
    }
  }

  private static func churnModules(_ root: Messagevisor) {
    for round in 0..<rounds {
      let removal = root.addModule(StressFixtures.churn(round))
      if round % 2 == 0 {
        StressHarness.blocking { try? await removal() }
      } else {
        StressHarness.blocking { try? await root.removeModule("churn") }
      }
    }
  }
}
