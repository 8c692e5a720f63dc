import Dispatch
import Foundation
import Testing

@testable import Messagevisor

/// Eight threads mix the operations whose releases used to run under a lock: closing roots,
/// dropping children, unsubscribing listeners that own children, and removing modules whose
/// resolvers own children. `make tsan` runs it under ThreadSanitizer.
@Suite("Release storm")
struct ReleaseStormTests {
  @Test("close, child drops, unsubscribes and module removals on eight threads")
  func storm() async {
    for _ in 0..<8 {
      let root = ReleaseScenario.root()
      let pile = ChildPile((0..<400).map { _ in root.spawn() })
      let unsubscribes = Shelf<[MessagevisorUnsubscribe]>()
      unsubscribes.put((0..<50).map { _ in ReleaseScenario.listenerOwningChild(of: root) })
      let removals = (0..<8).map { _ in
        ReleaseScenario.moduleOwningChild(of: root, viaResolver: true)
      }
      let done = DispatchGroup()
      for worker in 0..<8 {
        DispatchQueue.global().async(group: done) {
          Self.work(worker, root: root, pile: pile, unsubscribes: unsubscribes)
        }
      }
      await withTaskGroup(of: Void.self) { group in
        for removal in removals {
          group.addTask { try? await removal() }
        }
        group.addTask { try? await root.close() }
      }
      await withCheckedContinuation { continuation in
        done.notify(queue: .global()) { continuation.resume() }
      }
      #expect(root.state.withLock { $0.closed })
      #expect(root.family.store.withLock { $0.modules.isEmpty })
    }
  }

  private static func work(
    _ worker: Int,
    root: Messagevisor,
    pile: ChildPile,
    unsubscribes: Shelf<[MessagevisorUnsubscribe]>
  ) {
    switch worker % 4 {
    case 0:
      for stop in unsubscribes.take() ?? [] { stop() }
    case 1:
      for _ in 0..<50 { _ = ReleaseScenario.listenerOwningChild(of: root)() }
    default:
      while pile.dropOne() {}
    }
  }
}
