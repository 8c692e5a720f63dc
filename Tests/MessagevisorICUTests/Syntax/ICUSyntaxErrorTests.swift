import Messagevisor
import Testing

@testable import MessagevisorICU

/// One invalid message and the error it must produce.
struct ICUErrorCase: Sendable, CustomTestStringConvertible {
  var message: String
  var kind: ICUSyntaxError.Kind
  var offset: Int
  var line = 1
  var column: Int?

  var testDescription: String { message.debugDescription }
}

private let errorCases: [ICUErrorCase] = [
  .init(message: "{}", kind: .emptyArgumentName, offset: 0),
  .init(message: "{ }", kind: .emptyArgumentName, offset: 0),
  .init(message: "{ \n }", kind: .emptyArgumentName, offset: 0),
  .init(message: "a {,number}", kind: .emptyArgumentName, offset: 2),
  .init(message: "{", kind: .emptyArgumentName, offset: 0),
  .init(message: "{a, select, other {x}} {", kind: .emptyArgumentName, offset: 23),
  .init(message: "{x", kind: .unclosedArgument, offset: 0),
  .init(message: "{x,", kind: .unclosedArgument, offset: 0),
  .init(message: "{x, number", kind: .unclosedArgument, offset: 0),
  .init(message: "{x, number, ::percent", kind: .unclosedArgument, offset: 0),
  .init(message: "hello {x, date, short", kind: .unclosedArgument, offset: 6),
  .init(message: "{{{{", kind: .unclosedArgument, offset: 0),
  .init(message: "{x, select, other {a}}{y", kind: .unclosedArgument, offset: 22),
  .init(message: "line1\n{x", kind: .unclosedArgument, offset: 6, line: 2, column: 1),
  .init(message: "{n, plural,", kind: .unclosedChoice, offset: 0),
  .init(message: "{n, plural,   ", kind: .unclosedChoice, offset: 0),
  .init(message: "{n, plural, one", kind: .unclosedChoice, offset: 12),
  .init(message: "{n, plural, one {a}", kind: .unclosedChoice, offset: 0),
  .init(message: "{n, plural, other {a}", kind: .unclosedChoice, offset: 0),
  .init(message: "{n, plural, =1 {a} other {b}", kind: .unclosedChoice, offset: 0),
  .init(message: "{n, plural, offset:1", kind: .unclosedChoice, offset: 0),
  .init(message: "{n, plural, other {a", kind: .unclosedBranch, offset: 18),
  .init(message: "{n, plural, other {{x}", kind: .unclosedBranch, offset: 18),
  .init(message: "{n, plural, other {'}", kind: .unclosedBranch, offset: 18),
  .init(message: "{n, plural, other {'#}}", kind: .unclosedBranch, offset: 18),
  .init(message: "{g, select, other {'#'}}", kind: .unclosedBranch, offset: 18),
  .init(message: "{a, select, other {{b}", kind: .unclosedBranch, offset: 18),
  .init(message: "{n, plural, one {a} two}", kind: .invalidChoice, offset: 20),
  .init(message: "{n, plural, other x}", kind: .invalidChoice, offset: 12),
  .init(message: "{g, select, {A} other {B}}", kind: .invalidChoice, offset: 12),
  .init(message: "{n, plural}", kind: .invalidChoice, offset: 10),
  .init(message: "{n, select}", kind: .invalidChoice, offset: 10),
  .init(message: "{n, selectordinal }", kind: .invalidChoice, offset: 18),
  .init(message: "{n, plural, offset: 1 other {#}}", kind: .invalidChoice, offset: 12),
  .init(message: "{n, plural, one {a}}", kind: .missingOther, offset: 0),
  .init(message: "{g, select, a {A}}", kind: .missingOther, offset: 0),
  .init(message: "{n, plural, offset:1}", kind: .missingOther, offset: 0),
  .init(message: "{n, selectordinal, one {#st} Other {#th}}", kind: .missingOther, offset: 0),
  .init(message: "{a, select, other {{b, select, one {x}}}}", kind: .missingOther, offset: 19),
  .init(message: "line1\r\nab {", kind: .emptyArgumentName, offset: 10, line: 2, column: 4),
  .init(message: "line1\rab {", kind: .emptyArgumentName, offset: 9, line: 2, column: 4),
  .init(message: "é {}", kind: .emptyArgumentName, offset: 3, column: 3),
  .init(
    message: "😀\n  {n, plural, one {x}}",
    kind: .missingOther,
    offset: 7,
    line: 2,
    column: 3
  ),
  .init(message: "{g, select,\n  other {A}\n  b {B\n}", kind: .unclosedChoice, offset: 0),
  .init(
    message: "{g, select,\n  a {A}\n  b {B}\n}",
    kind: .missingOther,
    offset: 0
  ),
  .init(
    message: "{g, select,\n  other {A}\n  b {B",
    kind: .unclosedBranch,
    offset: 28,
    line: 3,
    column: 5
  ),
]

@Suite("ICU syntax errors")
struct ICUSyntaxErrorTests {
  @Test("Invalid messages fail with kind and position", arguments: errorCases)
  func invalid(_ testCase: ICUErrorCase) {
    #expect(throws: ICUSyntaxError.self) {
      try ICUMessage.parse(testCase.message)
    }
    do {
      _ = try ICUMessage.parse(testCase.message)
    } catch {
      #expect(error.kind == testCase.kind)
      #expect(error.offset == testCase.offset)
      #expect(error.line == testCase.line)
      #expect(error.column == (testCase.column ?? testCase.offset + 1))
    }
  }

  @Test("The formatter throws the stable SDK text", arguments: errorCases)
  func formatterError(_ testCase: ICUErrorCase) throws {
    let expected = ICUSyntaxError(kind: testCase.kind, offset: 0, line: 1, column: 1).message
    #expect(throws: MessagevisorError(expected)) {
      try ICUTestEnvironment.render(testCase.message)
    }
  }

  @Test(
    "Error texts match the specification",
    arguments: [
      (ICUSyntaxError.Kind.emptyArgumentName, "ICU argument name is empty"),
      (.unclosedArgument, "Unclosed ICU argument"),
      (.unclosedChoice, "Unclosed ICU choice"),
      (.unclosedBranch, "Invalid ICU choice"),
      (.invalidChoice, "Invalid ICU choice"),
      (.missingOther, "Invalid ICU choice"),
      (.nestingTooDeep, "ICU message nests more than 64 choices"),
    ]
  )
  func texts(kind: ICUSyntaxError.Kind, text: String) {
    let error = ICUSyntaxError(kind: kind, offset: 4, line: 2, column: 3)
    #expect(error.message == text)
    #expect(error.description == "\(text) at line 2, column 3")
    #expect(error.messagevisorError == MessagevisorError(text))
  }

  @Test("Sixty-four nested choices parse and render the innermost branch")
  func deepestAllowedNesting() throws {
    let message = Self.nestedSelects(ICUMessage.maximumNestingDepth)
    let output = try ICUTestEnvironment.render(message, ["v": "x"])
    #expect(output == "deep")
  }

  @Test("A sixty-fifth nested choice is a syntax error at its brace")
  func tooDeep() {
    let message = Self.nestedSelects(ICUMessage.maximumNestingDepth + 1)
    let prefixLength = "{v, select, other {".utf8.count
    #expect(
      throws: ICUSyntaxError(
        kind: .nestingTooDeep, offset: 64 * prefixLength, line: 1,
        column: 64 * prefixLength + 1)
    ) {
      try ICUMessage.parse(message)
    }
  }

  @Test("Ten thousand nested choices fail cleanly")
  func hostileNesting() {
    let message = Self.nestedSelects(10_000)
    #expect(throws: ICUSyntaxError.self) {
      try ICUMessage.parse(message)
    }
  }

  @Test("Ten thousand opening braces fail cleanly")
  func hostileBraces() {
    let message = String(repeating: "{", count: 10_000)
    #expect(throws: ICUSyntaxError(kind: .unclosedArgument, offset: 0, line: 1, column: 1)) {
      try ICUMessage.parse(message)
    }
  }

  @Test("Ten thousand alternating braces and branches fail cleanly")
  func hostileBranchBraces() {
    let message = "{v, select, other {" + String(repeating: "{{", count: 10_000)
    #expect(throws: ICUSyntaxError.self) {
      try ICUMessage.parse(message)
    }
  }

  static func nestedSelects(_ depth: Int) -> String {
    String(repeating: "{v, select, other {", count: depth) + "deep"
      + String(repeating: "}}", count: depth)
  }
}
