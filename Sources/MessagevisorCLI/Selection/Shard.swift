import MessagevisorProject

/// One part of a CI matrix split (`--shard=I/N`): a deterministic, assertion-balanced subset.
///
/// Specs are dealt largest first (by expanded assertion count, ties by key) to the shard with
/// the fewest assertions so far (ties to the lowest shard). Every spec lands in exactly one
/// shard, so the union of shards 1…N is the unsharded run; each shard keeps the spec order.
struct Shard: Sendable, Equatable, OptionValue {
  static var optionKind: OptionSpec.Kind { .string }

  /// 1-based shard number.
  let index: Int
  /// Number of shards.
  let count: Int

  /// Parses `I/N` with 1 ≤ I ≤ N.
  init(parsing text: String) throws(CLIError) {
    do {
      try self.init(optionText: text, option: "--shard")
    } catch {
      throw CLIError.usage(error.message, hint: "See 'messagevisor-swift test --help'.")
    }
  }

  /// Parses the `I/N` of `--shard` with 1 ≤ I ≤ N.
  init(optionText text: String, option: String) throws(OptionValueError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      index >= 1, index <= count
    else {
      throw OptionValueError(
        "option '\(option)' needs I/N with 1 ≤ I ≤ N (e.g. 2/4), not '\(text)'")
    }
    self.index = index
    self.count = count
  }

  /// The specs of this shard, in their original order.
  func select(_ specs: [ProjectTestSpec]) -> [ProjectTestSpec] {
    let order = specs.indices.sorted { left, right in
      let a = specs[left]
      let b = specs[right]
      if a.assertions.count != b.assertions.count {
        return a.assertions.count > b.assertions.count
      }
      return a.key != b.key ? a.key < b.key : left < right
    }
    var loads = [Int](repeating: 0, count: count)
    var owner = [Int](repeating: 0, count: specs.count)
    for spec in order {
      let lightest = loads.indices.min { loads[$0] != loads[$1] ? loads[$0] < loads[$1] : $0 < $1 }
      let shard = lightest ?? 0
      owner[spec] = shard
      loads[shard] += max(1, specs[spec].assertions.count)
    }
    return specs.indices.filter { owner[$0] == index - 1 }.map { specs[$0] }
  }
}
