import Messagevisor
import Synchronization

/// A thread-safe list that callbacks append to and vector bodies read.
final class ConformanceRecorder<Element: Sendable>: Sendable {
  private let storage = Mutex<[Element]>([])

  /// Appends an element.
  func append(_ element: Element) {
    storage.withLock { $0.append(element) }
  }

  /// Everything recorded so far, in order.
  var values: [Element] { storage.withLock { $0 } }

  /// The most recent element.
  var last: Element? { storage.withLock { $0.last } }

  /// The number of elements.
  var count: Int { storage.withLock { $0.count } }
}

extension ConformanceRecorder where Element == MessagevisorDiagnostic {
  /// A diagnostic handler that records into this recorder.
  var handler: MessagevisorDiagnosticHandler {
    { [self] diagnostic in self.append(diagnostic) }
  }

  /// The recorded codes, in order.
  var codes: [String] { values.map(\.code) }
}

extension ConformanceRecorder where Element == MessagevisorEvent {
  /// An event callback that records into this recorder.
  var callback: MessagevisorEventCallback {
    { [self] event in self.append(event) }
  }
}
