import Foundation
import Messagevisor
import Synchronization
import Testing

/// The lock-free read path under many threads: each reader finds its thread's snapshot with no
/// lock, so these tests check that what readers see is always a state some setter made, never
/// older than what a setter that already returned made, and never going back.
///
/// Writers publish the revision (datafile) and the currency number they set after the setter
/// returned; a reader that loads a published number and then translates must see at least
/// that number (linearizability), and never less than it saw before (monotonic reads).
@Suite("Snapshot read path")
struct SnapshotReadPathTests {
  static let revisions = 300
  static let currencies = 300

  /// `counter` says its revision; the module appends the call's currency.
  static func datafile(revision: Int) -> DatafileContent {
    DatafileContent(
      revision: "\(revision)", locale: "en",
      translations: ["counter": "rev \(revision)", "plain": "Plain"])
  }

  /// Appends the call's currency: readers see the instance currency through the snapshot.
  static let currencyTag = MessagevisorModule(
    name: "currency-tag",
    format: { payload, _ in "\(payload.translation) \(payload.currency ?? "-")" })

  /// Upper-cases everything; added and removed while readers run.
  static let shouting = MessagevisorModule(
    name: "shouting",
    transform: { payload, _ in payload.translation.uppercased() })

  @Test("Readers on the root and children see every change a returned setter made")
  func readersSeeReturnedChanges() async throws {
    let harness = StressHarness()
    let root = createMessagevisor(
      MessagevisorOptions(
        datafile: Self.datafile(revision: 0), currency: "C0", logLevel: .fatal,
        modules: [Self.currencyTag]))
    let published = Published()
    let readers: [@Sendable () -> Void] = (0..<4).map { index in
      { Self.read(root, onChild: index % 2 == 1, published: published, harness: harness) }
    }
    let writers: [@Sendable () -> Void] = [
      { Self.writeRevisions(root, published: published) },
      { Self.writeCurrencies(root, published: published) },
      { Self.churnModules(root, published: published) },
      { Self.churnChildren(root, published: published, harness: harness) },
    ]
    await harness.run(readers + writers)
    #expect(harness.recorded == [])
    let last = "rev \(Self.revisions) C\(Self.currencies)"
    #expect(try root.translate("counter") == last)
    #expect(try root.spawn().translate("counter") == last)
  }

  @Test("A per-call locale is cached per thread and follows datafile changes")
  func perCallLocales() throws {
    let root = createMessagevisor(
      MessagevisorOptions(datafile: Self.datafile(revision: 0), logLevel: .fatal))
    root.setDatafile(DatafileContent(locale: "de", translations: ["counter": "de 0"]))
    let german = TranslateOptions(locale: "de")
    #expect(try root.translate("counter", options: german) == "de 0")
    #expect(try root.translate("counter") == "rev 0")
    root.setDatafile(DatafileContent(locale: "de", translations: ["counter": "de 1"]))
    #expect(try root.translate("counter", options: german) == "de 1")
    try root.setLocale("de")
    #expect(try root.translate("counter") == "de 1")
    #expect(try root.translate("counter", options: TranslateOptions(locale: "en")) == "rev 0")
  }

  @Test("A setter on one thread is seen by the next call on another thread")
  func changesCrossThreads() async throws {
    let root = createMessagevisor(
      MessagevisorOptions(
        datafile: Self.datafile(revision: 0), currency: "C0", logLevel: .fatal,
        modules: [Self.currencyTag]))
    let child = root.spawn()
    for round in 1...20 {
      // Each reader thread has a cached snapshot from the previous round.
      root.setCurrency("C\(round)")
      root.setDatafile(Self.datafile(revision: round))
      let seen = await Self.onNewThread {
        ((try? root.translate("counter")) ?? "", (try? child.translate("counter")) ?? "")
      }
      #expect(seen.0 == "rev \(round) C\(round)")
      #expect(seen.1 == "rev \(round) C0")
    }
  }

  // MARK: Bodies

  private static func read(
    _ root: Messagevisor, onChild: Bool, published: Published, harness: StressHarness
  ) {
    let child = onChild ? root.spawn() : nil
    var last = (revision: 0, currency: 0)
    while !published.finished {
      let floor = published.values
      let text =
        (try? child?.translate("counter") ?? root.translate("counter")) ?? "an error"
      guard let seen = Self.parse(text, onChild: onChild) else {
        harness.fail("reader read \(text)")
        continue
      }
      if seen.revision < floor.revision || (!onChild && seen.currency < floor.currency) {
        harness.fail("reader read \(text) after \(floor) was published")
      }
      if seen.revision < last.revision || seen.currency < last.currency {
        harness.fail("reader read \(text) after \(last)")
      }
      last = seen
    }
  }

  /// The revision and currency number of a rendering, upper-cased or not; a child keeps the
  /// currency it was spawned with.
  private static func parse(_ text: String, onChild: Bool) -> (revision: Int, currency: Int)? {
    let parts = text.lowercased().split(separator: " ")
    guard parts.count == 3, parts[0] == "rev", let revision = Int(parts[1]),
      parts[2].first == "c", let currency = Int(parts[2].dropFirst())
    else { return nil }
    return (revision, onChild ? 0 : currency)
  }

  private static func writeRevisions(_ root: Messagevisor, published: Published) {
    for revision in 1...revisions {
      root.setDatafile(datafile(revision: revision))
      published.publish(revision: revision)
    }
    published.writerFinished()
  }

  private static func writeCurrencies(_ root: Messagevisor, published: Published) {
    for currency in 1...currencies {
      root.setCurrency("C\(currency)")
      published.publish(currency: currency)
    }
    published.writerFinished()
  }

  private static func churnModules(_ root: Messagevisor, published: Published) {
    while !published.writersDone(2) {
      let remove = root.addModule(shouting)
      StressHarness.blocking { try? await remove() }
    }
    published.writerFinished()
  }

  private static func churnChildren(
    _ root: Messagevisor, published: Published, harness: StressHarness
  ) {
    while !published.writersDone(2) {
      let child = root.spawn()
      let text = (try? child.translate("counter")) ?? "an error"
      if parse(text, onChild: true) == nil { harness.fail("new child read \(text)") }
      StressHarness.blocking { try? await child.close() }
      _ = try? child.translate("plain")
    }
    published.writerFinished()
  }

  private static func onNewThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result)
    async -> Result
  {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: body()) }.start()
    }
  }
}

/// What the writers have finished setting, for readers to check against.
private final class Published: Sendable {
  private let revision = Atomic<Int>(0)
  private let currency = Atomic<Int>(0)
  private let finishedWriters = Atomic<Int>(0)

  /// The revision and currency number whose setters have returned.
  var values: (revision: Int, currency: Int) {
    (revision.load(ordering: .acquiring), currency.load(ordering: .acquiring))
  }

  func publish(revision value: Int) { revision.store(value, ordering: .releasing) }
  func publish(currency value: Int) { currency.store(value, ordering: .releasing) }
  func writerFinished() { finishedWriters.add(1, ordering: .releasing) }
  func writersDone(_ count: Int) -> Bool { finishedWriters.load(ordering: .acquiring) >= count }
  /// True when all four writers are done.
  var finished: Bool { writersDone(4) }
}
