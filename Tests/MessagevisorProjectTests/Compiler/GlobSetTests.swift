import Testing

@testable import MessagevisorProject

struct GlobSetTests {
  static let cases: [([String], String, Bool)] = [
    (["*"], "anything.at.all", true),
    (["auth*"], "auth.signin", true),
    (["auth*"], "billing.auth", false),
    (["auth.internal*"], "auth.internal.debug", true),
    (["*.total"], "cart.total", true),
    (["a*b*c"], "aXXbYYc", true),
    (["a*b*c"], "acb", false),
    (["a*a"], "a", false),
    (["a?c"], "abc", false),
    (["a?c"], "a?c", true),
    (["billing.checkoutTotal"], "billing.checkoutTotal", true),
    (["billing.checkoutTotal"], "billing.checkoutTotals", false),
    ([], "x", false),
    (["x", "y*"], "yes", true),
  ]

  @Test(arguments: cases)
  func matchesAnchoredStarGlobs(patterns: [String], name: String, expected: Bool) {
    #expect(GlobSet(patterns).matches(name) == expected)
  }
}
