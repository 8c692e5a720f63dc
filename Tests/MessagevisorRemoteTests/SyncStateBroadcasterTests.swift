import MessagevisorTestSupport
import Testing

@testable import MessagevisorRemote

@Suite("SyncStateBroadcaster")
struct SyncStateBroadcasterTests {
  @Test("A stream starts with the current state and receives later ones in order")
  func order() async {
    let broadcaster = SyncStateBroadcaster()
    broadcaster.publish(.usingCache)
    let stream = broadcaster.stream()
    broadcaster.publish(.syncing)
    broadcaster.publish(.failed(.timedOut))
    broadcaster.finish()
    var seen: [SyncState] = []
    for await state in stream { seen.append(state) }
    #expect(seen == [.usingCache, .syncing, .failed(.timedOut)])
    #expect(broadcaster.current == .failed(.timedOut))
  }

  @Test("After finish, a new stream yields the last state and ends")
  func afterFinish() async {
    let broadcaster = SyncStateBroadcaster()
    broadcaster.publish(.synced(revision: "3"))
    broadcaster.finish()
    var seen: [SyncState] = []
    for await state in broadcaster.stream() { seen.append(state) }
    #expect(seen == [.synced(revision: "3")])
  }

  @Test("Every subscriber gets every change")
  func fanOut() async {
    let broadcaster = SyncStateBroadcaster()
    let first = broadcaster.stream()
    let second = broadcaster.stream()
    broadcaster.publish(.syncing)
    broadcaster.finish()
    var a: [SyncState] = []
    var b: [SyncState] = []
    for await state in first { a.append(state) }
    for await state in second { b.append(state) }
    #expect(a == [.idle, .syncing])
    #expect(b == a)
  }

  @Test("A sink gets the current state, then every change in order, until removed or finished")
  func sink() {
    let broadcaster = SyncStateBroadcaster()
    broadcaster.publish(.usingBundled)
    let first = Recorded<SyncState>()
    let second = Recorded<SyncState>()
    let removeFirst = broadcaster.sink { first.append($0) }
    _ = broadcaster.sink { second.append($0) }
    broadcaster.publish(.syncing)
    removeFirst()
    broadcaster.publish(.synced(revision: "2"))
    broadcaster.finish()
    broadcaster.publish(.syncing)

    #expect(first.values == [.usingBundled, .syncing])
    #expect(second.values == [.usingBundled, .syncing, .synced(revision: "2")])
    let late = Recorded<SyncState>()
    _ = broadcaster.sink { late.append($0) }
    broadcaster.publish(.failed(.timedOut))
    #expect(late.values == [.syncing], "after finish: the last state only")
  }
}
