import Foundation
import Messagevisor
import Testing

/// `matches` and `notMatches` of one pattern against one subject.
private func regex(_ pattern: String, _ flags: String?, _ subject: String) -> (Bool, Bool) {
  let provider = MessagevisorEvaluationDataProvider(context: ["value": .string(subject)])
  func test(_ name: String) -> Bool {
    let predicate = ConditionPredicate(
      attribute: "value", operator: name, value: .string(pattern), regexFlags: flags)
    return evaluateCondition(.predicate(predicate), provider: provider)
  }
  return (test("matches"), test("notMatches"))
}

@Suite("Portable regular expressions")
struct PortableRegexTests {
  static let flags: [(String?, String, String, Bool)] = [
    (nil, "^a$", "A", false),
    ("", "^a$", "A", false),
    ("i", "^a$", "A", true),
    ("m", "^a$", "b\na\nc", true),
    ("s", "^a.b$", "a\nb", true),
    (nil, "^a.b$", "a\nb", false),
    ("u", "^.$", "\u{1F600}", true),
    ("imsu", "^A.B$", "x\na\nb", true),
  ]

  @Test("Flags i, m, s and u", arguments: flags)
  func flag(_ flags: String?, _ pattern: String, _ subject: String, _ matches: Bool) {
    let (matched, notMatched) = regex(pattern, flags, subject)
    #expect(matched == matches)
    #expect(notMatched == !matches)
  }

  static let invalidFlags = ["ii", "g", "iy", "I", " i"]

  @Test("Unknown or repeated flags make both operators false", arguments: invalidFlags)
  func invalidFlag(_ flags: String) {
    let (matched, notMatched) = regex("a", flags, "a")
    #expect(!matched)
    #expect(!notMatched)
  }

  static let portable: [(String, String, Bool)] = [
    ("^checkout-[0-9]+$", "checkout-42", true),
    ("b", "abc", true),
    ("^[()?+*]+$", "(?+*", true),
    (#"^\\1$"#, #"\1"#, true),
    (#"^[\]]+$"#, "]]", true),
    (#"^\(x\)$"#, "(x)", true),
    ("^a{2,3}$", "aaa", true),
    ("^a{2}?$", "aa", true),
    ("^(ab)+$", "ababx", false),
    ("^[^(?]+$", "abc", true),
  ]

  @Test("Portable patterns match anywhere in the subject", arguments: portable)
  func portablePattern(_ pattern: String, _ subject: String, _ matches: Bool) {
    let (matched, notMatched) = regex(pattern, nil, subject)
    #expect(matched == matches)
    #expect(notMatched == !matches)
  }

  static let rejected = [
    "value(?=x)", "value(?!x)", "(?<=x)value", "(?<!x)value", "(?:value)", "(?<name>value)",
    "(?i)value", "(value)\\1", "(value)\\9", "(?<n>v)\\k<n>", "(v)\\k'n'", "(v)\\g<1>",
    "(v)\\g'1'", "value++", "value*+", "value?+", "a{2}+", "a{2,}+", "a{2,3}+", "[", "(a",
    "a)",
  ]

  @Test("Non-portable or invalid patterns make both operators false", arguments: rejected)
  func rejectedPattern(_ pattern: String) {
    let (matched, notMatched) = regex(pattern, nil, "value valuex xvalue")
    #expect(!matched)
    #expect(!notMatched)
  }

  static let catastrophic = [
    "(a+)+$", "(a*)*$", "(a|a)+$", "(a|aa)+$", "(.*a){12}$", "(a?){25}a{25}$",
  ]

  /// Both operators give up quickly on patterns whose backtracking explodes.
  @Test("Catastrophic backtracking is bounded", arguments: catastrophic)
  func catastrophicPattern(_ pattern: String) async {
    let subject = String(repeating: "a", count: 40) + "!"
    let finished = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        let (matched, notMatched) = regex(pattern, nil, subject)
        return !matched && !notMatched
      }
      return await group.next() ?? false
    }
    #expect(finished, "a pattern that cannot finish must be false for both operators")
  }

  @Test("Ordinary patterns on long subjects are not abandoned")
  func longOrdinarySubjects() {
    let subject = String(repeating: "checkout-42-", count: 340)
    #expect(regex("^[a-z0-9-]+$", nil, subject) == (true, false))
    #expect(regex("(checkout-[0-9]+-)+x", nil, subject) == (false, true))
    #expect(regex("42-$", "m", subject) == (true, false))
  }

  @Test("Subjects longer than the limit never match")
  func longSubject() {
    let long = String(repeating: "a", count: 5000)
    let (matched, notMatched) = regex("a", nil, long)
    #expect(!matched)
    #expect(!notMatched)
    #expect(regex("a", nil, String(repeating: "a", count: 4096)).0)
  }

  @Test("Non-string subjects or patterns make both operators false")
  func nonStrings() {
    let provider = MessagevisorEvaluationDataProvider(context: ["value": 42])
    for name in ["matches", "notMatches"] {
      let predicate = ConditionPredicate(attribute: "value", operator: name, value: "4")
      #expect(!evaluateCondition(.predicate(predicate), provider: provider))
      let numeric = ConditionPredicate(attribute: "value", operator: name, value: 4)
      let text = MessagevisorEvaluationDataProvider(context: ["value": "4"])
      #expect(!evaluateCondition(.predicate(numeric), provider: text))
    }
  }
}
