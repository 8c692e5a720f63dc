import MessagevisorRemote
import Testing

// This file imports only MessagevisorRemote: the apply policy's old public name must still
// resolve, to the core's type.
@Suite("Remote apply policy name")
struct ApplyPolicyNameTests {
  @Test("MessagevisorRemote.DatafileApplyPolicy is the core's policy, re-exported")
  func reexported() throws {
    let policies: [MessagevisorRemote.DatafileApplyPolicy] = [.replace, .merge]
    #expect(DatafileApplyPolicy.allCases == policies)
    #expect(DatafileApplyPolicy(replace: true) == .replace)
    var options = DatafileLoaderOptions(
      urlTemplate: "https://cdn.test/{locale}.json", target: "ios")
    options.policy = .merge
    #expect(options.policy == .merge)
  }
}
