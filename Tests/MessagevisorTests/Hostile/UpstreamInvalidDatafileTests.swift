import Foundation
import Messagevisor
import Testing

/// The 24 invalid datafiles of `sdk-v1.json` (`hardening.datafileValidation`): six invalid
/// inputs, ten invalid fields and eight missing required fields. Each is reported as
/// `invalid_datafile` and leaves the stored datafile untouched.
@Suite("Upstream invalid datafiles")
struct UpstreamInvalidDatafileTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `<package>/../shared/upstream/conformance/sdk-v1.json`, or the nearest ancestor's copy
  /// when the package is a worktree nested one level deeper.
  static let fixture: URL = {
    var folder = packageRoot.deletingLastPathComponent()
    for _ in 0..<3 {
      let candidate = folder.appendingPathComponent("shared/upstream/conformance/sdk-v1.json")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    return packageRoot.appendingPathComponent("../shared/upstream/conformance/sdk-v1.json")
      .standardizedFileURL
  }()

  /// Run when the fixture is present, or when it is required (then its absence fails).
  static let shouldRun =
    FileManager.default.fileExists(atPath: fixture.path)
    || ProcessInfo.processInfo.environment["MESSAGEVISOR_REQUIRE_UPSTREAM"] == "1"

  /// Named invalid datafile texts built from the fixture (empty when it is absent).
  static let cases: [(String, String)] = (try? buildCases()) ?? []

  static func buildCases() throws -> [(String, String)] {
    let data = try Data(contentsOf: fixture)
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let hardening = try #require(root["hardening"] as? [String: Any])
    let contract = try #require(hardening["datafileValidation"] as? [String: Any])
    let translations = try #require(root["translations"] as? [[String: Any]])
    let base = try #require(translations.first?["datafile"] as? [String: Any])
    var result: [(String, String)] = []
    for input in try #require(contract["invalidInputs"] as? [Any]) {
      let text = input as? String ?? Self.text(input)
      result.append(("input \(Self.text(input))", text))
    }
    for item in try #require(contract["invalidFields"] as? [[String: Any]]) {
      let field = try #require(item["field"] as? String)
      var changed = base
      changed[field] = item["value"] ?? NSNull()
      result.append(
        ("field \(field) = \(Self.text(item["value"] ?? NSNull()))", Self.text(changed)))
    }
    let strings = try #require(contract["requiredStrings"] as? [String])
    let maps = try #require(contract["requiredMaps"] as? [String])
    for field in strings + maps {
      var changed = base
      changed.removeValue(forKey: field)
      result.append(("without \(field)", Self.text(changed)))
    }
    return result
  }

  static func text(_ value: Any) -> String {
    let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
    return data.map { String(decoding: $0, as: UTF8.self) } ?? "null"
  }

  @Test(
    "The fixture yields 24 invalid datafiles",
    .enabled(if: shouldRun, "needs ../shared/upstream/conformance/sdk-v1.json"))
  func count() throws {
    #expect(Self.cases.count == 24)
  }

  @Test(
    "Each invalid datafile is reported and changes nothing",
    .enabled(if: shouldRun, "needs ../shared/upstream/conformance/sdk-v1.json"),
    arguments: cases.map(\.0))
  func rejected(_ name: String) throws {
    let json = try #require(Self.cases.first { $0.0 == name }?.1)
    let probe = HostileSDK()
    let before = probe.sdk.getSnapshot()
    probe.sdk.setDatafile(json)
    #expect(probe.codes.last == "invalid_datafile", "\(name)")
    #expect(probe.sdk.getSnapshot() == before)
    #expect(try probe.sdk.translate("greeting") == "Hello")
  }
}
