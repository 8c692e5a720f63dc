import Foundation
import Messagevisor
import MessagevisorTestSupport
import Testing

/// Storing a refreshed datafile compiles only the translations that changed.
@Suite("Modules: compiled forms kept across datafile refreshes")
struct CompiledReuseTests {
  /// One refresh of the stored `en` datafile and what it must compile.
  struct Refresh: Sendable, CustomStringConvertible {
    let name: String
    let incoming: [String: String]
    let policy: DatafileApplyPolicy
    /// The compiles the refresh adds, in the spy's `locale:text` form.
    let compiles: [String]
    /// Each key's expected output after the refresh.
    let outputs: [String: String]

    var description: String { name }
  }

  static let stored = ["hi": "Hi {name}", "bye": "Bye {name}", "plain": "Plain"]

  static let refreshes: [Refresh] = [
    Refresh(
      name: "the same datafile again, replacing", incoming: stored, policy: .replace,
      compiles: [], outputs: ["hi": "[compiled Hi {name}]", "bye": "[compiled Bye {name}]"]),
    Refresh(
      name: "a merge that adds a plain key", incoming: ["new": "New"], policy: .merge,
      compiles: [], outputs: ["hi": "[compiled Hi {name}]", "new": "New"]),
    Refresh(
      name: "one translation changed", incoming: ["hi": "Hello {name}"], policy: .merge,
      compiles: ["en:Hello {name}"],
      outputs: ["hi": "[compiled Hello {name}]", "bye": "[compiled Bye {name}]"]),
    Refresh(
      name: "a new key with syntax", incoming: ["count": "{n} items"], policy: .merge,
      compiles: ["en:{n} items"], outputs: ["count": "[compiled {n} items]"]),
  ]

  @Test(arguments: refreshes)
  func refresh(_ refresh: Refresh) throws {
    let spy = CompilingModule()
    let sdk = createMessagevisor(MessagevisorOptions(logLevel: .fatal, modules: [spy.module()]))
    sdk.setDatafile(DatafileContent(locale: "en", translations: Self.stored))
    let before = spy.compiles.values
    #expect(before.sorted() == ["en:Bye {name}", "en:Hi {name}"])
    sdk.setDatafile(
      DatafileContent(locale: "en", translations: refresh.incoming), policy: refresh.policy)
    #expect(Array(spy.compiles.values.dropFirst(before.count)) == refresh.compiles)
    for (key, output) in refresh.outputs {
      #expect(try sdk.translate(key) == output, "\(key)")
    }
    #expect(spy.hookCalls.count == 0)
  }

  @Test("The same text in another locale is compiled for that locale")
  func otherLocale() throws {
    let spy = CompilingModule()
    let sdk = createMessagevisor(MessagevisorOptions(logLevel: .fatal, modules: [spy.module()]))
    sdk.setDatafile(DatafileContent(locale: "en", translations: ["hi": "Hi {name}"]))
    sdk.setDatafile(DatafileContent(locale: "fr", translations: ["hi": "Hi {name}"]))
    #expect(spy.compiles.values == ["en:Hi {name}", "fr:Hi {name}"])
  }
}
