import Foundation
import Synchronization

/// A module API cached for one (instance, module) pair, with its revocation token.
struct ModuleApiRecord: Sendable {
  let moduleID: UUID
  let api: MessagevisorModuleApi
  let token: ApiToken
}

/// Turns an API inert once its module is removed or its instance closed.
final class ApiToken: Sendable {
  private let revoked = Atomic<Bool>(false)

  var isRevoked: Bool { revoked.load(ordering: .acquiring) }

  func revoke() {
    revoked.store(true, ordering: .releasing)
  }
}

/// Lets a removal closure run its body once.
final class OnceFlag: Sendable {
  private let used = Atomic<Bool>(false)

  /// True for the first caller only.
  func claim() -> Bool {
    !used.exchange(true, ordering: .acquiringAndReleasing)
  }
}
