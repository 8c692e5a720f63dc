import Foundation
import Messagevisor
import Observation
import Synchronization

@testable import MessagevisorRemote

/// A `RemoteFixture` with bundled `en` (revision `b1`) and `de` (`d1`) datafiles and an
/// `ObservableTranslator` over its loader.
@MainActor
struct TranslatorFixture {
  let remote: RemoteFixture
  let translator: ObservableTranslator
  /// The preferred languages `options.preferredLanguages` returns; tests change them.
  let preferred: PreferredLanguages
  /// The center the translator observes for locale changes.
  let center = NotificationCenter()

  init(
    template: String,
    preferred: [String] = ["en"],
    followsDeviceLocale: Bool = false,
    configure: (inout DatafileLoaderOptions) -> Void = { _ in }
  ) {
    remote = RemoteFixture(template: template) { options in
      options.bundled = [
        "en": .data(Data(Datafiles.json(revision: "b1").utf8)),
        "de": .data(Data(Datafiles.json(revision: "d1", locale: "de").utf8)),
      ]
      options.supportedLocales = ["en", "de", "fr"]
      options.localeFallbacks = ["de-AT": "de", "gsw": "de"]
      configure(&options)
    }
    let languages = PreferredLanguages(preferred)
    self.preferred = languages
    var options = ObservableTranslatorOptions(followsDeviceLocale: followsDeviceLocale)
    options.preferredLanguages = { languages.list }
    options.notificationCenter = center
    translator = ObservableTranslator(loader: remote.loader, options: options)
  }

  var sdk: Messagevisor { remote.sdk }
  var loader: DatafileLoader { remote.loader }

  /// `hello` through the translator (a tracked read when inside an observation).
  func hello(locale: String? = nil) -> String {
    translator.t("hello", options: TranslateOptions(locale: locale))
  }
}

/// A preferred-languages list a test changes while the translator reads it.
final class PreferredLanguages: Sendable {
  private let storage: Mutex<[String]>

  init(_ list: [String]) {
    storage = Mutex(list)
  }

  var list: [String] {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }
}

/// Whether the reads made in one `withObservationTracking` pass were invalidated since.
final class ObservationProbe: Sendable {
  private let fired = Mutex(0)

  /// Tracks what `reads` reads.
  @MainActor init(_ reads: () -> Void) {
    withObservationTracking(reads) { [self] in
      fired.withLock { $0 += 1 }
    }
  }

  /// Whether a tracked value changed (the tracking fires at most once).
  var wasInvalidated: Bool { fired.withLock { $0 } > 0 }
}

/// The value `read` returns after the next change of what it reads; nil when nothing changes
/// within `timeout` (a generous bound: only a broken translator reaches it).
@MainActor
func valueAfterNextChange<Value>(
  timeout: Duration = .seconds(120),
  _ read: @escaping @MainActor () -> Value
) async -> Value? {
  let pending = PendingResume()
  let changed = await withCheckedContinuation { continuation in
    pending.set(continuation)
    withObservationTracking {
      _ = read()
    } onChange: {
      pending.resume(true)
    }
    Task {
      try? await Task.sleep(for: timeout)
      pending.resume(false)
    }
  }
  return changed ? read() : nil
}

/// A continuation resumed by whichever of two callers comes first.
final class PendingResume: Sendable {
  private let slot = Mutex<CheckedContinuation<Bool, Never>?>(nil)

  func set(_ continuation: CheckedContinuation<Bool, Never>) {
    slot.withLock { $0 = continuation }
  }

  func resume(_ value: Bool) {
    slot.withLock { $0.take() }?.resume(returning: value)
  }
}

/// Lets other main-actor tasks run until `condition` holds (at most `turns` times).
@MainActor
func yieldUntil(turns: Int = 1000, _ condition: () -> Bool) async {
  var left = turns
  while !condition(), left > 0 {
    left -= 1
    await Task.yield()
  }
}

/// Starts a `TestHTTPServer` off the main actor: its start blocks while `python3` starts,
/// which would stall every main-actor test running at the time (and their timeouts).
func startedServer() async throws -> TestHTTPServer {
  try TestHTTPServer()
}
