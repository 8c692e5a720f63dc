import MessagevisorICU
import Testing

@testable import MessagevisorCLI

@Suite struct ArgumentTypeTests {
  @Test(arguments: [
    (ICUArgumentKind.simple, ArgumentType.value), (.other("spellout"), .value),
    (.number, .number), (.plural, .number), (.selectordinal, .number),
    (.date, .date), (.time, .date), (.select, .text),
  ])
  func kindMapsToType(kind: ICUArgumentKind, type: ArgumentType) {
    #expect(ArgumentType(kind) == type)
  }

  @Test(arguments: [
    (ArgumentType.value, ArgumentType.number, ArgumentType?.some(.number)),
    (.number, .value, .number), (.date, .value, .date), (.value, .text, .text),
    (.value, .value, .value), (.number, .number, .number),
    (.number, .date, nil), (.text, .number, nil), (.date, .text, nil),
  ])
  func merging(first: ArgumentType, second: ArgumentType, merged: ArgumentType?) {
    #expect(first.merged(with: second) == merged)
  }

  @Test(arguments: [
    (ArgumentType.value, false, "some MessagevisorValueConvertible"),
    (.number, false, "some MessagevisorNumeric"), (.date, false, "Date"),
    (.date, true, "Foundation.Date"), (.text, false, "String"), (.text, true, "Swift.String"),
  ])
  func declaredTypes(type: ArgumentType, qualified: Bool, swift: String) {
    #expect(type.swiftType(qualified: qualified) == swift)
  }
}
