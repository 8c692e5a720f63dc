import Messagevisor
import Testing

@testable import MessagevisorCLI

/// `--valueCycle` elements merge over `--values`; anything but a nonempty array of objects is
/// a usage error naming the option.
@Suite struct ValueCycleTests {
  /// `--valueCycle` as the benchmark command decodes it.
  static func options(_ cycle: String?) throws(CLIError) -> ValueCycle.Objects? {
    let arguments = ["--message=m"] + (cycle.map { ["--valueCycle=\($0)"] } ?? [])
    return try BenchmarkOptions.parse(arguments, command: "benchmark").valueCycle
  }

  @Test func withoutTheOptionTheCycleIsTheValuesAlone() throws {
    let cycle = ValueCycle(base: ["name": .string("Ada")], cycle: try Self.options(nil))
    #expect(cycle.elements == [["name": .string("Ada")]])
    #expect(cycle[41] == ["name": .string("Ada")])
  }

  @Test func elementsMergeOverTheValuesAndRepeatInTurn() throws {
    let cycle = ValueCycle(
      base: ["name": .string("Ada"), "count": .int(9)],
      cycle: try Self.options(#"[{"count":1},{"count":2.5},{"name":"Grace"}]"#))
    #expect(cycle.elements.count == 3)
    #expect(cycle[0] == ["name": .string("Ada"), "count": .int(1)])
    #expect(cycle[1] == ["name": .string("Ada"), "count": .double(2.5)])
    #expect(cycle[2] == ["name": .string("Grace"), "count": .int(9)])
    #expect(cycle[4] == cycle[1])
  }

  @Test func dateTimeStringsBecomeDates() throws {
    let cycle = ValueCycle(
      base: [:], cycle: try Self.options(#"[{"when":"2024-05-06T07:08:09Z"}]"#))
    guard case .date = cycle[0]["when"] else {
      Issue.record("not a date: \(String(describing: cycle[0]["when"]))")
      return
    }
  }

  @Test(arguments: [
    ("{", "'{' is not valid JSON: unexpected end of input, expected a string key at column 2"),
    (#"{"count":1}"#, #"'{"count":1}' is not a nonempty array"#),
    ("[]", "'[]' is not a nonempty array"),
    (#"[{"count":1},3]"#, "element 1 is not an object"),
  ])
  func badCyclesAreUsageErrors(text: String, reason: String) {
    #expect(
      throws: CLIError.usage(
        "option '--valueCycle' needs a JSON array of objects: \(reason)",
        hint: "See 'messagevisor-swift benchmark --help'.")
    ) {
      ValueCycle(base: [:], cycle: try Self.options(text))
    }
  }
}
