import Testing

@testable import MessagevisorProject

/// Core-schema typing of plain scalars; quoted scalars stay strings.
@Suite struct YAMLScalarTypingTests {
  static let plainCases: [ParseCase] = [
    ParseCase("null", "null"),
    ParseCase("Null", "null"),
    ParseCase("NULL", "null"),
    ParseCase("~", "null"),
    ParseCase("nULL", "\"nULL\""),
    ParseCase("true", "true"),
    ParseCase("True", "true"),
    ParseCase("TRUE", "true"),
    ParseCase("false", "false"),
    ParseCase("False", "false"),
    ParseCase("FALSE", "false"),
    ParseCase("tRUE", "\"tRUE\""),
    ParseCase("yes", "\"yes\""),
    ParseCase("No", "\"No\""),
    ParseCase("on", "\"on\""),
    ParseCase("y", "\"y\""),
    ParseCase("0", "0"),
    ParseCase("0123", "123"),
    ParseCase("-12", "-12"),
    ParseCase("+7", "7"),
    ParseCase("0o17", "15"),
    ParseCase("0x1F", "31"),
    ParseCase("0xff", "255"),
    ParseCase("0o8", "\"0o8\""),
    ParseCase("0xG1", "\"0xG1\""),
    ParseCase("0x", "\"0x\""),
    ParseCase("9223372036854775807", "9223372036854775807"),
    ParseCase("9223372036854775808", "9.223372036854776e+18"),
    ParseCase("1.5", "1.5"),
    ParseCase(".5", "0.5"),
    ParseCase("1.", "1.0"),
    ParseCase("-0.25", "-0.25"),
    ParseCase("1e3", "1000.0"),
    ParseCase("-1.5E-2", "-0.015"),
    ParseCase("1e", "\"1e\""),
    ParseCase(".", "\".\""),
    ParseCase("+.5", "0.5"),
    ParseCase(".inf", "inf"),
    ParseCase(".Inf", "inf"),
    ParseCase("+.INF", "inf"),
    ParseCase("-.inf", "-inf"),
    ParseCase(".nan", "nan"),
    ParseCase(".NaN", "nan"),
    ParseCase(".NAN", "nan"),
    ParseCase("-.nan", "\"-.nan\""),
    ParseCase("1_000", "\"1_000\""),
    ParseCase("2026-01-01", "\"2026-01-01\""),
    ParseCase("12:30", "\"12:30\""),
    ParseCase("2-digit", "\"2-digit\""),
    ParseCase("best fit", "\"best fit\""),
    ParseCase("h11", "\"h11\""),
    ParseCase("1.2.3", "\"1.2.3\""),
    ParseCase("0x1p3", "\"0x1p3\""),
    ParseCase("infinity", "\"infinity\""),
  ]

  @Test(arguments: plainCases)
  func plainScalarIsTyped(_ testCase: ParseCase) throws {
    #expect(try renderYAML(testCase.input) == testCase.expected)
  }

  @Test(arguments: ["null", "~", "true", "12", "0x1F", "1.5", ".inf", "No", ""])
  func quotedScalarIsAlwaysAString(_ text: String) throws {
    #expect(try renderYAML("\"\(text)\"") == quoted(text))
    #expect(try renderYAML("'\(text)'") == quoted(text))
  }

  @Test(arguments: [
    ParseCase("1: a", "{\"1\":\"a\"}"),
    ParseCase("true: a", "{\"true\":\"a\"}"),
    ParseCase("null: a", "{\"null\":\"a\"}"),
    ParseCase("~: a", "{\"~\":\"a\"}"),
    ParseCase("1.0: a", "{\"1.0\":\"a\"}"),
    ParseCase("0x1F: a", "{\"0x1F\":\"a\"}"),
    ParseCase("\"1\": a", "{\"1\":\"a\"}"),
    ParseCase("{1: a, true: b}", "{\"1\":\"a\",\"true\":\"b\"}"),
  ])
  func keysKeepTheirTextAsWritten(_ testCase: ParseCase) throws {
    #expect(try renderYAML(testCase.input) == testCase.expected)
  }

  @Test(arguments: [
    ParseCase("", "null"),
    ParseCase("# only a comment\n", "null"),
    ParseCase("a:\nb: ~\n", "{\"a\":null,\"b\":null}"),
    ParseCase("- \n-\n", "[null,null]"),
    ParseCase("{a: , b}", "{\"a\":null,\"b\":null}"),
  ])
  func emptyValuesAreNull(_ testCase: ParseCase) throws {
    #expect(try renderYAML(testCase.input) == testCase.expected)
  }
}
