import Foundation
import Testing

@testable import Messagevisor

@Suite("Child lifetime")
struct ChildLifetimeTests {
  /// Live bridges (parent `datafile_set` listeners) and registered children of a root.
  static func registrations(_ sdk: Messagevisor) -> (bridges: Int, children: Int) {
    let bridges = sdk.state.withLock { $0.listeners[.datafileSet]?.count ?? 0 }
    let children = sdk.family.store.withLock { $0.children.count }
    return (bridges, children)
  }

  @Test("Closed children leave no bridge or registry entry behind")
  func closedChildren() async throws {
    let sdk = createMessagevisor(MessagevisorOptions(datafile: Sample.datafile(), logLevel: .fatal))
    for _ in 0..<50 {
      try await sdk.spawn().close()
    }
    #expect(Self.registrations(sdk) == (0, 0))
  }

  @Test("Children released without close() leave no bridge or registry entry behind")
  func releasedChildren() throws {
    let sdk = createMessagevisor(MessagevisorOptions(datafile: Sample.datafile(), logLevel: .fatal))
    for index in 0..<50 {
      let child = sdk.spawn(context: ["request": .int(index)])
      _ = try child.translate("welcome")
    }
    #expect(Self.registrations(sdk) == (0, 0))
    sdk.setDatafile(Sample.datafile(revision: "2"))
    let kept = sdk.spawn()
    #expect(Self.registrations(sdk) == (1, 1))
    withExtendedLifetime(kept) {}
  }
}
