import Foundation
import Messagevisor
import Synchronization

/// Reports the loader's diagnostics through the SDK instance it feeds.
///
/// The loader adds an anonymous module (no hooks, so lookups never see it) whose setup keeps its
/// `MessagevisorModuleApi`; diagnostics then reach the instance's `onDiagnostic` handler, its
/// log level, module subscriptions and (for errors) `error` events, like the SDK's own. Codes
/// start with `remote_`. When the instance closes, the API turns inert and the loader stops
/// applying datafiles.
final class RemoteDiagnostics: Sendable {
  private struct Storage {
    var api: MessagevisorModuleApi?
    var closed = false
  }

  private let storage = Mutex(Storage())

  /// True once the SDK instance has closed the module.
  var isClosed: Bool {
    storage.withLock { $0.closed }
  }

  /// Adds the reporting module to `messagevisor`.
  func attach(to messagevisor: Messagevisor) {
    let module = MessagevisorModule(
      setup: { [self] api in
        let replaced = storage.withLock { Handoff.take(&$0.api, leaving: api) }
        withExtendedLifetime(replaced) {}
      },
      close: { [self] in
        // The API's closures are released after unlocking (nothing is released under a lock).
        let released = storage.withLock { storage in
          defer { storage.closed = true }
          return storage.api.take()
        }
        withExtendedLifetime(released) {}
      }
    )
    messagevisor.addModule(module)
  }

  /// Reports a diagnostic; dropped when the instance is closed.
  func report(
    _ level: MessagevisorLogLevel,
    _ code: MessagevisorDiagnosticCode,
    _ message: String,
    details: [String: String]
  ) {
    guard let api = storage.withLock({ $0.api }) else { return }
    let diagnostic = MessagevisorModuleReportedDiagnostic(
      level: level,
      code: code,
      message: message,
      details: details.mapValues { MessagevisorValue.string($0) }
    )
    api.reportDiagnostic(diagnostic)
  }
}
