import Foundation
import Messagevisor
import MessagevisorProject

/// Evaluates one message, raw message or segment (`evaluate`).
struct Evaluator {
  let options: ParsedOptions
  let console: Console

  func run() throws(CLIError) -> ExitCode {
    let subjects = ["message", "rawMessage", "segment"].filter { options.string($0) != nil }
    guard subjects.count == 1 else {
      throw CLIError.usage(
        "pass exactly one of --message, --rawMessage or --segment",
        hint: "See 'messagevisor-swift evaluate --help'.")
    }
    let source = try SourceSelector(options: options, console: console).source()
    if options.string("target") != nil {
      _ = try TargetChoice(requested: options.string("target"), source: source, command: "evaluate")
    }
    if let segment = options.string("segment") {
      return try checkSegment(segment, source: source)
    }
    let session = try EvaluationSession(
      options: options, source: source, command: "evaluate",
      diagnostics: SDKDiagnosticLog(console: console))
    let translation = try session.evaluate()
    if options.flag("json") {
      console.print(ReportJSON.encode(["translation": translation]))
    } else {
      console.print(translation)
    }
    return .success
  }

  private func checkSegment(_ key: String, source: any ProjectSource) throws(CLIError)
    -> ExitCode
  {
    let segments = try SegmentCatalog(source: source).segments()
    guard segments[key] != nil else {
      throw CLIError.badData("unknown segment '\(key)'")
    }
    let provider = MessagevisorEvaluationDataProvider(
      context: try EvaluationSession.jsonObject(options, "context"), segments: segments)
    let matched = evaluateSegment(key, provider: provider)
    if options.flag("json") {
      console.print("{\"matched\":\(matched),\"segment\":\(ReportJSON.encode(key))}")
    } else {
      console.print(String(matched))
    }
    return .success
  }
}
