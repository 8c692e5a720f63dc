import Foundation

extension ObservableTranslator {
  /// Waits until `isReady` (the active locale has a datafile) or `timeout` passes; true when
  /// ready.
  ///
  /// Returns at once when a cached or bundled datafile was applied. On a first launch without
  /// either, a screen shows a placeholder until this returns, then the translations, or after
  /// a timeout the default translations (or keys) rather than a placeholder forever. A
  /// cancelled wait returns false.
  ///
  ///     .task { timedOut = !(await l10n.ready(timeout: .seconds(3))) }
  public func ready(timeout: Duration) async -> Bool {
    if isReady { return true }
    let id = UUID()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let timer = Task {
          try? await Task.sleep(for: timeout)
          self.resumeReadyWaiter(id, ready: false)
        }
        readyWaiters[id] = ReadyWaiter(continuation: continuation, timer: timer)
      }
    } onCancel: {
      Task { @MainActor in self.resumeReadyWaiter(id, ready: false) }
    }
  }

  /// Resumes one waiter, if it still waits.
  private func resumeReadyWaiter(_ id: UUID, ready: Bool) {
    readyWaiters.removeValue(forKey: id)?.resume(ready)
  }

  /// Resumes every waiter with true.
  func resumeReadyWaiters() {
    let waiters = readyWaiters
    readyWaiters = [:]
    for waiter in waiters.values {
      waiter.resume(true)
    }
  }
}

/// A `ready(timeout:)` call waiting for `isReady`, and the timer that ends its wait.
struct ReadyWaiter {
  let continuation: CheckedContinuation<Bool, Never>
  let timer: Task<Void, Never>

  /// Ends the wait with `ready` and stops the timer.
  func resume(_ ready: Bool) {
    timer.cancel()
    continuation.resume(returning: ready)
  }
}
