import Foundation
import FuzzSupport
import Messagevisor

/// libFuzzer entry for condition evaluation, including portable regular expressions.
///
/// An even first byte makes the rest a JSON case `{"condition":…, "segments":…,
/// "group":…, "context":…}` that is decoded and evaluated. An odd first byte makes the rest a
/// regex case, `pattern NUL flags NUL subject`, tested with `matches` and `notMatches`: the two
/// may both be false (not portable, abandoned) but never both true.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConditions(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: start, count: count)
  guard let mode = bytes.first else { return 0 }
  let rest = Array(bytes.dropFirst())
  if mode & 1 == 0 {
    evaluateJSONCase(rest)
  } else {
    evaluateRegexCase(rest)
  }
  return 0
}

/// Runs libFuzzer with `fuzzConditions` (see `FuzzDriver`).
@main
enum FuzzConditionsMain {
  static func main() {
    FuzzDriver.run(fuzzConditions)
  }
}

/// A decoded JSON case.
struct FuzzConditionCase: Decodable {
  var condition: Condition?
  var group: GroupSegment?
  var segments: [String: Segment]?
  var context: MessagevisorContext?
}

private func evaluateJSONCase(_ bytes: [UInt8]) {
  guard let decoded = try? JSONDecoder().decode(FuzzConditionCase.self, from: Data(bytes)) else {
    return
  }
  let provider = MessagevisorEvaluationDataProvider(
    context: decoded.context ?? FuzzConditionDefaults.context,
    segments: decoded.segments ?? [:],
    resolveFlag: { key, _ in key.utf8.count % 2 == 0 },
    resolveVariation: { key, _ in key.isEmpty ? nil : String(key.prefix(1)) }
  )
  _ = evaluateCondition(decoded.condition, provider: provider)
  _ = evaluateGroupSegment(decoded.group, provider: provider)
  for key in (decoded.segments ?? [:]).keys.prefix(8) {
    _ = evaluateSegment(key, provider: provider)
  }
}

private func evaluateRegexCase(_ bytes: [UInt8]) {
  let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
  let pattern = String(decoding: parts[0], as: UTF8.self)
  let flags = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : nil
  let subject = parts.count > 2 ? String(decoding: parts[2], as: UTF8.self) : "subject"
  let provider = MessagevisorEvaluationDataProvider(context: ["value": .string(subject)])
  func test(_ name: String) -> Bool {
    let predicate = ConditionPredicate(
      attribute: "value", operator: name, value: .string(pattern), regexFlags: flags)
    return evaluateCondition(.predicate(predicate), provider: provider)
  }
  let matched = test("matches")
  let notMatched = test("notMatches")
  precondition(!(matched && notMatched), "matches and notMatches both true")
}

/// The context used when a JSON case brings none.
enum FuzzConditionDefaults {
  static let context: MessagevisorContext = [
    "country": "de", "age": 42, "ratio": 0.5, "beta": true, "version": "1.2.3",
    "tags": .array(["a", "b"]), "date": "2026-01-01T00:00:00Z",
    "user": .object(["id": "u1", "score": 7]),
    "text": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!",
  ]
}
