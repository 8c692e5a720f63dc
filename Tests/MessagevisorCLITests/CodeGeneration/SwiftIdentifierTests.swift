import Testing

@testable import MessagevisorCLI

struct IdentifierCase: Sendable, CustomTestStringConvertible {
  let text: String
  let type: String?
  let member: String?
  var testDescription: String { text }
}

@Suite struct SwiftIdentifierTests {
  static let cases: [IdentifierCase] = [
    IdentifierCase(text: "dashboard", type: "Dashboard", member: "dashboard"),
    IdentifierCase(text: "signIn", type: "SignIn", member: "signIn"),
    IdentifierCase(text: "sign-in", type: "SignIn", member: "signIn"),
    IdentifierCase(text: "platform-ios-v2", type: "PlatformIosV2", member: "platformIosV2"),
    IdentifierCase(text: "Title", type: "Title", member: "title"),
    IdentifierCase(text: "URL", type: "URL", member: "url"),
    IdentifierCase(text: "URLTitle", type: "URLTitle", member: "urlTitle"),
    IdentifierCase(text: "snake_case", type: "Snake_case", member: "snake_case"),
    IdentifierCase(text: "_private", type: "_Private", member: "_private"),
    IdentifierCase(text: "1st", type: "_1st", member: "_1st"),
    IdentifierCase(text: "co2", type: "Co2", member: "co2"),
    IdentifierCase(text: "user.name", type: "UserName", member: "userName"),
    IdentifierCase(text: "type", type: "Type_", member: "type"),
    IdentifierCase(text: "protocol", type: "Protocol_", member: "protocol"),
    IdentifierCase(text: "self", type: "Self_", member: "self_"),
    IdentifierCase(text: "init", type: "Init", member: "init_"),
    IdentifierCase(text: "swift", type: "Swift_", member: "swift"),
    IdentifierCase(text: "foundation", type: "Foundation_", member: "foundation"),
    IdentifierCase(text: "date", type: "Date", member: "date"),
    IdentifierCase(text: "---", type: nil, member: nil),
    IdentifierCase(text: "__", type: nil, member: nil),
    IdentifierCase(text: "名前", type: nil, member: nil),
  ]

  @Test(arguments: cases)
  func names(_ example: IdentifierCase) {
    #expect(SwiftIdentifier.typeName(example.text) == example.type)
    #expect(SwiftIdentifier.memberName(example.text) == example.member)
  }

  @Test(arguments: [
    ("default", "`default`"), ("in", "`in`"), ("func", "`func`"), ("Any", "`Any`"),
    ("title", "title"), ("type", "type"),
  ])
  func keywordsAreEscaped(name: String, escaped: String) {
    #expect(SwiftIdentifier.escaped(name) == escaped)
  }

  @Test(arguments: [
    ("L10n", true), ("Strings", true), ("_Messages", true), ("9Lives", false),
    ("class", false), ("Self", false), ("Swift", false), ("My-Type", false), ("", false),
  ])
  func typeNameOption(name: String, valid: Bool) {
    #expect(SwiftIdentifier.isPlainTypeName(name) == valid)
  }
}
