import Dispatch
import Foundation
import Synchronization
import Testing

@testable import Messagevisor

/// Releases that run a child's `deinit` (which unsubscribes its parent bridge and unregisters
/// the child) must never happen while the runtime holds a lock.
///
/// On the old code each scenario trapped with "Recursive call to lock Mutex", which kills the
/// process; each case therefore runs in a child process (an exit test) and must exit cleanly.
@Suite("Reentrant releases")
struct ReentrantReleaseTests {
  @Test("Unsubscribing a listener that owns the last child")
  func unsubscribeOwningChild() async {
    await #expect(processExitsWith: .success) {
      let root = ReleaseScenario.root()
      let unsubscribe = ReleaseScenario.listenerOwningChild(of: root)
      unsubscribe()
      #expect(ChildLifetimeTests.registrations(root) == (0, 0))
    }
  }

  @Test("close() with a listener that owns the last child")
  func closeWithOwningListener() async {
    await #expect(processExitsWith: .success) {
      let root = ReleaseScenario.root()
      _ = ReleaseScenario.listenerOwningChild(of: root)
      try? await root.close()
      #expect(ChildLifetimeTests.registrations(root).children == 0)
    }
  }

  @Test("Removing a module whose resolver owns the last child")
  func moduleResolverOwningChild() async {
    await #expect(processExitsWith: .success) {
      let root = ReleaseScenario.root()
      let removal = ReleaseScenario.moduleOwningChild(of: root, viaResolver: true)
      try? await removal()
      #expect(ChildLifetimeTests.registrations(root).children == 0)
    }
  }

  @Test("Removing a module whose diagnostic subscription owns the last child")
  func moduleSubscriptionOwningChild() async {
    await #expect(processExitsWith: .success) {
      let root = ReleaseScenario.root()
      let removal = ReleaseScenario.moduleOwningChild(of: root, viaResolver: false)
      try? await removal()
      #expect(ChildLifetimeTests.registrations(root).children == 0)
    }
  }

  @Test("Unsubscribing a module diagnostic subscription that owns the last child")
  func moduleUnsubscribeOwningChild() async {
    await #expect(processExitsWith: .success) {
      let root = ReleaseScenario.root()
      let unsubscribe = ReleaseScenario.moduleSubscriptionOwningChild(of: root)
      unsubscribe()
      #expect(ChildLifetimeTests.registrations(root).children == 0)
    }
  }

  @Test("A child's own listener that owns its parent's last other child")
  func childListenerOwningSibling() async {
    await #expect(processExitsWith: .success) {
      let root = ReleaseScenario.root()
      let (holder, unsubscribe) = ReleaseScenario.childListenerOwningSibling(of: root)
      unsubscribe()
      #expect(ChildLifetimeTests.registrations(root).children == 1)
      try? await holder.close()
      #expect(ChildLifetimeTests.registrations(root) == (0, 0))
    }
  }

  @Test("Setting a resolver replaces one that owns the last child")
  func resolverReplacementOwningChild() async {
    await #expect(processExitsWith: .success) {
      let root = ReleaseScenario.root()
      ReleaseScenario.resolverOwningChild(of: root)
      root.setFlagResolver(nil)
      #expect(ChildLifetimeTests.registrations(root).children == 0)
    }
  }

  @Test("close() while other threads drop thousands of children")
  func closeRacingChildDrops() async {
    await #expect(processExitsWith: .success) {
      for _ in 0..<40 {
        await ReleaseScenario.closeWhileDropping(children: 2_000, droppers: 2)
      }
    }
  }
}

/// Builders of the scenarios above (exit tests cannot capture state, so they call these).
enum ReleaseScenario {
  static func root() -> Messagevisor {
    createMessagevisor(MessagevisorOptions(datafile: Sample.datafile(), logLevel: .fatal))
  }

  /// A `change` listener that is the only owner of a child.
  static func listenerOwningChild(of root: Messagevisor) -> MessagevisorUnsubscribe {
    let child = root.spawn()
    return root.on(.change) { _ in _ = child.getSnapshot() }
  }

  /// A child whose own `change` listener is the only owner of another child of the root.
  static func childListenerOwningSibling(of root: Messagevisor)
    -> (MessagevisorChild, MessagevisorUnsubscribe)
  {
    let holder = root.spawn()
    let sibling = root.spawn()
    let unsubscribe = holder.on(.change) { _ in _ = sibling.getSnapshot() }
    return (holder, unsubscribe)
  }

  /// A flag resolver that is the only owner of a child.
  static func resolverOwningChild(of root: Messagevisor) {
    let child = root.spawn()
    root.setFlagResolver { _, _ in child.getLocale() != nil }
  }

  /// A module whose resolver or diagnostic subscription is the only owner of a child.
  static func moduleOwningChild(of root: Messagevisor, viaResolver: Bool)
    -> MessagevisorModuleRemoval
  {
    let slot = ChildPile([root.spawn()])
    let module = MessagevisorModule(
      name: "owner",
      setup: { api in
        guard let child = slot.take() else { return }
        if viaResolver {
          api.setFlagResolver { _, _ in child.getLocale() != nil }
        } else {
          _ = api.onDiagnostic(
            { _ in _ = child.getLocale() }, MessagevisorModuleDiagnosticOptions())
        }
      }
    )
    return root.addModule(module)
  }

  /// A module diagnostic subscription that is the only owner of a child; returns its
  /// unsubscribe.
  static func moduleSubscriptionOwningChild(of root: Messagevisor) -> MessagevisorUnsubscribe {
    let slot = ChildPile([root.spawn()])
    let unsubscribe = Shelf<MessagevisorUnsubscribe>()
    root.addModule(
      MessagevisorModule(
        name: "subscriber",
        setup: { api in
          guard let child = slot.take() else { return }
          let stop = api.onDiagnostic(
            { _ in _ = child.getLocale() }, MessagevisorModuleDiagnosticOptions())
          unsubscribe.put(stop)
        }
      ))
    return unsubscribe.take() ?? {}
  }

  /// Closes a root with a module while `droppers` threads release its children.
  static func closeWhileDropping(children count: Int, droppers: Int) async {
    let root = root()
    root.addModule(MessagevisorModule(name: "plain"))
    let pile = ChildPile((0..<count).map { _ in root.spawn() })
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    for _ in 0..<droppers {
      DispatchQueue.global().async(group: done) {
        start.wait()
        while pile.dropOne() {}
      }
    }
    for _ in 0..<droppers { start.signal() }
    try? await root.close()
    await withCheckedContinuation { continuation in
      done.notify(queue: .global()) { continuation.resume() }
    }
  }
}

/// Children shared by dropping threads; each is released outside the pile's lock.
final class ChildPile: Sendable {
  private let children: Mutex<[MessagevisorChild]>

  init(_ children: [MessagevisorChild]) {
    self.children = Mutex(children)
  }

  /// Releases one child; false when none is left.
  func dropOne() -> Bool {
    take() != nil
  }

  /// Hands one child to the caller, who then owns it.
  func take() -> MessagevisorChild? {
    children.withLock { $0.popLast() }
  }
}

/// One value handed from a closure to its caller.
final class Shelf<Value: Sendable>: Sendable {
  private let value = Mutex<Value?>(nil)

  func put(_ newValue: Value) {
    value.withLock { $0 = newValue }
  }

  func take() -> Value? {
    value.withLock { $0.take() }
  }

  /// The value, left on the shelf.
  func peek() -> Value? {
    value.withLock { $0 }
  }
}
