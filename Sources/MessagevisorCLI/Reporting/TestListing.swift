import MessagevisorProject

/// `test --list`: what a run would evaluate, without evaluating it.
///
/// Prints one line per selected spec with its assertion count (after `--keyPattern`,
/// `--locale` and `--shard`; `--assertionPattern` needs the descriptions a run computes, so it
/// is applied by the run only), or the same as JSON.
struct TestListing {
  /// One listed spec.
  struct Entry: Encodable {
    let key: String
    let kind: String
    let assertions: Int
  }

  let console: Console
  let json: Bool

  func print(_ selection: TestSelection) {
    let entries = selection.specs.map { spec in
      Entry(
        key: spec.key, kind: spec.kind.rawValue,
        assertions: spec.assertions.filter { selection.includes($0, in: spec) }.count)
    }
    if json {
      console.print(ReportJSON.encode(entries))
      return
    }
    for entry in entries {
      console.print("\(entry.key)  (\(entry.kind), \(entry.assertions) assertions)")
    }
    let total = entries.reduce(0) { $0 + $1.assertions }
    console.print("\(entries.count) specs, \(total) assertions")
  }
}
