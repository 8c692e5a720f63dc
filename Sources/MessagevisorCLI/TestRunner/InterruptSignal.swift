import Dispatch
import Foundation
import Synchronization

/// Turns Ctrl-C (SIGINT) into a flag that watch mode polls, so it can stop cleanly.
///
/// While a watch runs, SIGINT no longer kills the process: the flag turns true and the loop
/// ends after the run in progress, returning that run's exit code. `stop()` restores the
/// default handler.
final class InterruptSignal {
  /// The flag the signal handler sets.
  private final class Flag: Sendable {
    let received = Atomic<Bool>(false)
  }

  private let flag = Flag()
  private let source: any DispatchSourceSignal

  /// Starts catching SIGINT.
  init() {
    signal(SIGINT, SIG_IGN)
    source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    let flag = flag
    source.setEventHandler { flag.received.store(true, ordering: .releasing) }
    source.resume()
  }

  /// Whether Ctrl-C was pressed.
  var isSet: Bool { flag.received.load(ordering: .acquiring) }

  /// Stops catching SIGINT.
  func stop() {
    source.cancel()
    signal(SIGINT, SIG_DFL)
  }
}
