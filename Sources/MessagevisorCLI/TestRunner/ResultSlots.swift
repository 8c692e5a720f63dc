import Synchronization

/// Fixed slots filled by parallel workers, read in order afterwards.
final class ResultSlots<Value: Sendable>: Sendable {
  private let slots: Mutex<[Value?]>

  init(count: Int) {
    slots = Mutex(Array(repeating: nil, count: count))
  }

  func set(_ index: Int, _ value: Value) {
    slots.withLock { $0[index] = value }
  }

  /// Every filled slot, in order.
  var values: [Value] {
    slots.withLock { $0.compactMap { $0 } }
  }
}
