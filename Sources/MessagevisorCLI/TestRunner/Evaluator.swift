import Foundation
import Messagevisor
import MessagevisorProject

/// Evaluates one message, raw message or segment (`evaluate`).
struct Evaluator {
  let options: EvaluateOptions
  let console: Console

  func run() throws(CLIError) -> ExitCode {
    var selector = SourceSelector(options: options.project, console: console)
    if let message = options.message {
      // One message: only its file is read (references to others still validate by key).
      selector.parsesMessage = { $0 == message }
    }
    var source = try selector.source()
    if let native = source as? NativeProjectSource, native.project.messageFilesRead == 0,
      native.project.messageFilesFound > 0
    {
      // No file for that key: read every message, so the error can suggest the closest key.
      selector.parsesMessage = nil
      source = try selector.source()
    }
    if let target = options.project.target {
      _ = try TargetChoice(requested: target, source: source, command: "evaluate")
    }
    if let segment = options.segment {
      return try checkSegment(segment, source: source)
    }
    // A raw message formats in any locale; a message's translations are the project's.
    if options.message != nil, let locale = options.inputs.locale {
      try LocaleChoice.check([locale], source: source, command: "evaluate")
    }
    let session = try EvaluationSession(
      EvaluationRequest(
        project: options.project, modules: options.modules, inputs: options.inputs,
        message: options.message, rawMessage: options.rawMessage),
      source: source, command: "evaluate", diagnostics: SDKDiagnosticLog(console: console))
    // The SDK answers an unknown key with the key itself; for a user asking, that is a failure.
    if let missing = session.missingMessage() {
      console.printError("error: " + missing)
      return .failures
    }
    let translation = try session.evaluate()
    if options.output.json {
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
      context: options.inputs.context?.members ?? [:], segments: segments)
    let matched = evaluateSegment(key, provider: provider)
    if options.output.json {
      console.print("{\"matched\":\(matched),\"segment\":\(ReportJSON.encode(key))}")
    } else {
      console.print(String(matched))
    }
    return .success
  }
}
