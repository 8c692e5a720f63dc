import Foundation
import Messagevisor

/// `format-cases`: formats the JS Intl oracle's cases through the SDK (`make oracle`).
///
/// Reads a cases file written by `scripts/oracle/generate_cases.py`, formats every case with
/// the public formatting helpers and writes `{"runtime", "results"}` as JSON, one result per
/// case in order. A case that cannot be read is bad data (exit 65) naming its index and key.
struct OracleCommand: Command {
  let name = "format-cases"
  let summary = "Format the JS Intl oracle's cases through the SDK (make oracle)"
  let usage = ["format-cases --cases=PATH [--output=PATH]"]
  func run(_ options: FormatCasesOptions, console: Console) async throws(CLIError) -> ExitCode {
    let path = NamedFile.absolute(options.cases ?? "", console: console)
    let cases = try Self.readCases(at: path)
    let results = FormatCaseRunner.run(cases)
    let text = try Self.encode(results, console: console)
    try NamedFile.write(text, toOutput: options.output, console: console)
    let failures = results.filter { $0.error != nil }.count
    console.printError("format-cases: \(results.count) cases, \(failures) threw")
    return .success
  }

  private static func readCases(at path: String) throws(CLIError) -> [FormatCase] {
    let data = try NamedFile.read(path)
    let document: FormatCaseDocument
    do {
      document = try JSONDecoder().decode(FormatCaseDocument.self, from: data)
    } catch {
      throw CLIError.badData("\(path): not a cases file (an object with a \"cases\" array)")
    }
    do {
      return try FormatCaseParser.parse(document.cases)
    } catch {
      throw CLIError.badData("\(path): \(error)")
    }
  }

  private static func encode(_ results: [FormatCaseResult], console: Console) throws(CLIError)
    -> String
  {
    let engine = console.environment["MESSAGEVISOR_FORMATTING_ENGINE"] ?? "default"
    let report = FormatCaseReport(
      runtime: .init(engine: "swift", formattingEngine: engine, platform: platform),
      results: results)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
    } catch {
      throw CLIError.internalError("cannot encode the results: \(error)")
    }
  }

  private static var platform: String {
    #if os(Linux)
      "linux"
    #else
      "apple"
    #endif
  }
}

/// The top level of a cases file; the generator's other members are ignored.
private struct FormatCaseDocument: Decodable {
  let cases: [MessagevisorValue]
}
