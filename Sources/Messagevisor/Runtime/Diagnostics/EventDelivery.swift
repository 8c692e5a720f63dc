import Foundation

/// An event and the listeners it goes to, captured under the lock and delivered outside it.
struct EventDelivery: Sendable {
  let event: MessagevisorEvent
  let listeners: [MessagevisorEventName: [EventListener]]
  /// Whether a `change` event follows (state events) or not (`error`).
  let withChange: Bool

  /// Delivers the event, then the matching `change` event for state events; a listener's
  /// error goes to `sink`.
  func run(sink: MessagevisorDiagnosticSink) {
    Self.call(listeners[event.type] ?? [], with: event, sink: sink)
    guard withChange else { return }
    var change = event
    change.type = .change
    change.details = .change(source: event.type, details: event.details)
    Self.call(listeners[.change] ?? [], with: change, sink: sink)
  }

  private static func call(
    _ listeners: [EventListener],
    with event: MessagevisorEvent,
    sink: MessagevisorDiagnosticSink
  ) {
    for listener in listeners {
      do {
        try listener.callback(event)
      } catch {
        sink.callbackFailure(MessagevisorCallbackFailure(callback: .eventListener, error: error))
      }
    }
  }
}
