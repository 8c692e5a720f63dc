import Foundation
import Messagevisor
import Testing

/// Roots and children share one definition of every evaluation helper (`MessagevisorEvaluating`).
///
/// Each helper is called through a generic `some MessagevisorEvaluating` function. A child in
/// its root's state answers like its root; a child given another locale, currency, time zone,
/// context, resolvers and log level answers like a root in that state, unlike its own root,
/// and leaves its root's answers as they were. That the child lacks the root-only methods
/// (`setDatafile`, `addModule`, `removeModule`, `spawn`) is a compile-time property, kept by
/// `MessagevisorChild` declaring only lookups and `close()` of its own.
@Suite("One evaluation surface for roots and children")
struct EvaluatingTests {
  @Test("A child in its root's state answers like the root", arguments: EvaluatingHelper.allCases)
  func childLikeRoot(_ helper: EvaluatingHelper) throws {
    let fixture = EvaluatingFixture()
    let twin = EvaluatingFixture()
    let child = twin.sdk.spawn()
    let onRoot = try helper.evaluate(on: fixture.sdk, diagnostics: fixture.diagnostics)
    let onChild = try helper.evaluate(on: child, diagnostics: twin.diagnostics)
    #expect(onChild == onRoot)
  }

  @Test(
    "A child answers from its own state, not its root's", arguments: EvaluatingHelper.allCases)
  func childOwnState(_ helper: EvaluatingHelper) throws {
    let fixture = EvaluatingFixture()
    let child = fixture.spawnChild()
    let onChild = try helper.evaluate(on: child, diagnostics: fixture.diagnostics)
    let alike = EvaluatingFixture(EvaluatingFixture.child)
    let onAlike = try helper.evaluate(on: alike.sdk, diagnostics: alike.diagnostics)
    #expect(onChild == onAlike, "the child answers like a root in the child's state")
    let onRoot = try helper.evaluate(on: fixture.sdk, diagnostics: fixture.diagnostics)
    #expect(onChild != onRoot, "the child's state differs in everything this helper reads")
    let untouched = EvaluatingFixture()
    let onUntouched = try helper.evaluate(on: untouched.sdk, diagnostics: untouched.diagnostics)
    #expect(onRoot == onUntouched, "the child's call left the root as it was")
  }

  @Test("The typed message calls and lookups agree on roots and children")
  func lookups() throws {
    let fixture = EvaluatingFixture()
    let child = fixture.spawnChild()
    let message = MessagevisorMessage(key: "welcome")
    #expect(try child.translate(message) == child.translate("welcome"))
    #expect(try child.t("welcome") == "Welcome ar [ar EUR Asia/Tokyo]")
    #expect(try fixture.sdk.t(message) == "Welcome en [en USD UTC]")
    #expect(try child.getRawTranslation(message) == "Welcome ar")
  }
}
