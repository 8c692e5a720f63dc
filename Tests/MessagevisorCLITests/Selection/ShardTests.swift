import Testing

@testable import MessagevisorCLI
@testable import MessagevisorProject

/// `--shard=I/N`: parsing, and a split where every spec lands in exactly one balanced shard.
@Suite struct ShardTests {
  static func specs(_ sizes: [Int]) -> [ProjectTestSpec] {
    sizes.enumerated().map { index, size in
      ProjectTestSpec(
        key: "spec\(index)",
        assertions: (0..<size).map { ProjectAssertion(assertionIndex: $0) })
    }
  }

  @Test(arguments: [1, 2, 3, 5, 8])
  func everySpecLandsInExactlyOneShard(_ count: Int) throws {
    let specs = Self.specs([9, 1, 4, 4, 7, 2, 2, 6, 3, 5, 1, 8])
    var seen: [String] = []
    var loads: [Int] = []
    for index in 1...count {
      let part = try Shard(parsing: "\(index)/\(count)").select(specs)
      seen += part.map(\.key)
      loads.append(part.reduce(0) { $0 + $1.assertions.count })
      let order = part.compactMap { spec in specs.firstIndex { $0.key == spec.key } }
      #expect(order == order.sorted(), "a shard keeps the spec order")
    }
    #expect(seen.sorted() == specs.map(\.key).sorted())
    #expect((loads.max() ?? 0) - (loads.min() ?? 0) <= 9, "\(loads)")
  }

  @Test(arguments: ["0/2", "3/2", "1/0", "1", "a/2", "1/2/3", ""])
  func badShardsAreUsageErrors(_ text: String) {
    #expect(throws: CLIError.self) { try Shard(parsing: text) }
  }
}
