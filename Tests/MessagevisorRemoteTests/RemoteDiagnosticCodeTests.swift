import Messagevisor
import MessagevisorRemote
import Testing

@Suite("Remote diagnostic codes")
struct RemoteDiagnosticCodeTests {
  static let codes: [(MessagevisorDiagnosticCode, String)] = [
    (.remoteSynced, "remote_synced"),
    (.remoteNotModified, "remote_not_modified"),
    (.remoteCacheWriteFailed, "remote_cache_write_failed"),
    (.remoteCacheInvalid, "remote_cache_invalid"),
    (.remoteBundledInvalid, "remote_bundled_invalid"),
    (.remoteInvalidDatafile, "remote_invalid_datafile"),
    (.remoteSyncFailed, "remote_sync_failed"),
  ]

  @Test("The loader's codes keep their strings", arguments: codes)
  func string(_ code: MessagevisorDiagnosticCode, _ expected: String) {
    #expect(code.rawValue == expected)
  }
}
