import Foundation

extension Messagevisor {
  /// Whether a diagnostic of `level` would reach any sink (or, for errors, the error event).
  ///
  /// Lets hot paths skip building debug diagnostics nobody listens to. Takes no lock: the
  /// threshold is kept beside the state (`DeliveryThreshold`), so threads that each match an
  /// override do not meet on the instance lock.
  func wouldDeliver(_ level: MessagevisorLogLevel) -> Bool {
    if level <= .error { return true }
    return threshold.level >= level
  }

  /// Delivers a diagnostic: module subscriptions, then the handler (or the sink), then an
  /// `error` event for error-level diagnostics.
  func report(_ diagnostic: MessagevisorDiagnostic, excludingModule: UUID? = nil) {
    let (subscriptions, handler, threshold, closed) = state.withLock { state in
      (state.moduleSubscriptions, state.handler, state.logLevel, state.closed)
    }
    for subscription in subscriptions
    where subscription.moduleID != excludingModule
      && subscription.logLevel >= diagnostic.level
    {
      do {
        try subscription.handler(diagnostic)
      } catch {
        family.diagnosticSink.callbackFailure(
          MessagevisorCallbackFailure(callback: .diagnosticSubscription, error: error))
      }
    }
    if threshold >= diagnostic.level {
      deliverToHandler(diagnostic, handler: handler)
    }
    if diagnostic.level == .error, !closed {
      emitError(diagnostic)
    }
  }

  private func deliverToHandler(
    _ diagnostic: MessagevisorDiagnostic,
    handler: MessagevisorDiagnosticHandler?
  ) {
    guard let handler else {
      family.diagnosticSink.diagnostic(diagnostic)
      return
    }
    do {
      try handler(diagnostic)
    } catch {
      family.diagnosticSink.callbackFailure(
        MessagevisorCallbackFailure(callback: .diagnosticHandler, error: error))
    }
  }
}
