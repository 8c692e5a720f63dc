import Foundation
import Messagevisor
import Testing

@Suite("setDatafile validation")
struct DatafileValidationTests {
  static let invalidJSON = [
    "{", "null", "[]", "{}", "\"text\"",
    #"{"schemaVersion":"1","messagevisorVersion":"","revision":"1","target":"","locale":"en","#
      + #""segments":{},"messages":{},"translations":{"a":1}}"#,
    #"{"schemaVersion":"1","messagevisorVersion":"","revision":"1","target":"","locale":"en","#
      + #""segments":{},"messages":{},"translations":{},"direction":null}"#,
    #"{"schemaVersion":"1","messagevisorVersion":"","revision":"1","target":"","locale":"en","#
      + #""segments":{"s":{"conditions":"x","archived":"no"}},"messages":{},"translations":{}}"#,
  ]

  @Test("Invalid JSON: one error event, no change event, nothing stored", arguments: invalidJSON)
  func invalidJSONDatafile(_ json: String) throws {
    let probe = RuntimeProbe(MessagevisorOptions(datafile: Sample.datafile()))
    let before = probe.sdk.getSnapshot()
    probe.events.removeAll()
    probe.sdk.setDatafile(json)
    probe.sdk.setDatafile(Data(json.utf8))
    #expect(probe.eventNames == ["error", "error"])
    #expect(probe.sdk.getSnapshot() == before)
    #expect(try probe.sdk.getDatafile() == Sample.datafile())
    let diagnostic = try #require(probe.diagnostics.last)
    #expect(diagnostic.code == "invalid_datafile")
    #expect(diagnostic.message == "could not parse datafile")
    #expect(diagnostic.level == .error)
    #expect(diagnostic.details == [:])
    #expect(diagnostic.originalError != nil)
  }

  static let invalidTyped: [DatafileContent] = [
    DatafileContent(schemaVersion: "2", locale: "en"),
    DatafileContent(locale: ""),
    DatafileContent(locale: "en", direction: "wrong"),
    DatafileContent(locale: "en", direction: "LTR"),
  ]

  @Test("Invalid typed datafiles are reported and ignored", arguments: invalidTyped)
  func invalidTypedDatafile(_ datafile: DatafileContent) throws {
    let probe = RuntimeProbe(MessagevisorOptions(datafile: Sample.datafile()))
    probe.events.removeAll()
    probe.sdk.setDatafile(datafile, replace: true)
    #expect(probe.eventNames == ["error"])
    #expect(probe.codes.last == "invalid_datafile")
    #expect(try probe.sdk.getDatafile() == Sample.datafile())
  }
}
