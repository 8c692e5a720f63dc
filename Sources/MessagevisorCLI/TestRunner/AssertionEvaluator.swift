import Foundation
import Messagevisor
import MessagevisorProject

/// Evaluates one expanded assertion of a test spec through the SDK.
struct AssertionEvaluator: Sendable {
  let context: AssertionContext

  func evaluate(_ assertion: ProjectAssertion, index: Int, in spec: ProjectTestSpec)
    -> AssertionOutcome
  {
    let started = DispatchTime.now().uptimeNanoseconds
    let description = AssertionDescription.make(
      assertion, index: index, spec: spec, context: context)
    var check = AssertionCheck(description: description)
    do {
      if let segment = assertion.segment ?? (spec.kind == .segment ? spec.segment : nil) {
        try checkSegment(segment, assertion, into: &check)
      } else {
        try evaluateDatafile(assertion, index: index, spec: spec, into: &check)
      }
    } catch {
      check.fail(error.message)
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
    var outcome = check.outcome(durationMs: elapsed)
    outcome.index = index + 1
    outcome.location = context.locations.location(
      key: spec.key, assertionIndex: assertion.assertionIndex)
    outcome.variant = AssertionDescription.variant(assertion)
    return outcome
  }

  private func checkSegment(
    _ key: String,
    _ assertion: ProjectAssertion,
    into check: inout AssertionCheck
  ) throws(CLIError) {
    guard let expected = assertion.expectedToMatch else {
      check.fail("segment assertion needs expectedToMatch true or false")
      return
    }
    let segments = try context.segments.segments()
    guard segments[key] != nil else {
      // A missing segment evaluates to false, so `expectedToMatch: false` would pass.
      check.fail("unknown segment '\(key)': the project has no such segment")
      return
    }
    let flags = assertion.withFlags ?? [:]
    let variations = assertion.withVariations ?? [:]
    let provider = MessagevisorEvaluationDataProvider(
      context: assertion.context ?? [:],
      segments: segments,
      resolveFlag: { name, _ in flags[name] == .bool(true) },
      resolveVariation: { name, _ in variations[name] }
    )
    let matched = evaluateSegment(key, provider: provider)
    check.record(expected: String(expected), actual: String(matched), source: nil, overlayID: nil)
    if matched != expected {
      check.fail("segment '\(key)' matched \(matched), expected \(expected)")
    }
  }

  private func evaluateDatafile(
    _ assertion: ProjectAssertion,
    index: Int,
    spec: ProjectTestSpec,
    into check: inout AssertionCheck
  ) throws(CLIError) {
    guard let locale = assertion.locale ?? spec.locale else {
      check.fail("assertion has no locale")
      return
    }
    let target = assertion.target ?? spec.target ?? context.defaultTarget
    let datafile = try context.datafiles.datafile(
      target: target, locale: locale, messages: Self.messagesRead(assertion, spec: spec))
    DatafileChecks(assertion: assertion, datafile: datafile).run(into: &check)
    let expectation = context.expectations.expectation(
      testKey: spec.key, description: assertion.description ?? check.description,
      index: index + 1, assertion: assertion)
    guard let expectation else {
      if !check.hasChecks { check.fail("assertion has nothing to check") }
      return
    }
    let actual = try translate(assertion, spec: spec, locale: locale, datafile: datafile)
    check.record(
      expected: expectation.text, actual: actual, source: expectation.source,
      overlayID: expectation.overlayID)
    if !TextComparison.equal(expectation.text, actual, normalizeSpaces: context.normalizeSpaces) {
      check.fail("translation differs (expected from \(expectation.source.rawValue))")
      for note in context.expectations.notes(for: assertion) {
        check.fail(note)
      }
      if TextComparison.equal(expectation.text, actual, normalizeSpaces: true) {
        check.fail(TextComparison.onlySpacesHint)
      }
      for hint in presetHints(assertion, spec: spec, datafile: datafile) {
        check.fail(hint)
      }
    }
  }

  /// The only messages an assertion reads from its datafile: the one it translates and those
  /// it expects the datafile to include or not (whether a message is in a target's datafile
  /// depends on that message alone). Nil (the whole datafile) when it checks the datafile's
  /// formats or formats a raw message: `includeOnlyUsedFormats` keeps the presets of all the
  /// target's messages, and a raw message may use any of them.
  static func messagesRead(_ assertion: ProjectAssertion, spec: ProjectTestSpec) -> [String]? {
    guard assertion.expectedFormats == nil, assertion.rawMessage == nil else { return nil }
    var keys = Set(assertion.expectedToIncludeMessages ?? [])
    keys.formUnion(assertion.expectedToNotIncludeMessages ?? [])
    if let message = assertion.message ?? spec.message { keys.insert(message) }
    return keys.sorted()
  }

  /// Undefined presets the message uses, when the ICU module formats it.
  private func presetHints(
    _ assertion: ProjectAssertion,
    spec: ProjectTestSpec,
    datafile: DatafileContent
  ) -> [String] {
    guard context.factory.moduleNames.contains("icu") else { return [] }
    let hints = PresetHints(datafile: datafile, formats: assertion.formats)
    if let raw = assertion.rawMessage {
      return hints.hints(for: [raw])
    }
    guard let key = assertion.message ?? spec.message else { return [] }
    return hints.hints(for: PresetHints.texts(key: key, in: datafile))
  }

  /// Locates ICU syntax errors of the spec's `rawMessage`s.
  private func rawMessageFailure(_ spec: ProjectTestSpec) -> RawMessageFailure {
    RawMessageFailure(
      source: context.locations.sources[spec.key],
      currentDirectory: context.locations.currentDirectory)
  }

  private func translate(
    _ assertion: ProjectAssertion,
    spec: ProjectTestSpec,
    locale: String,
    datafile: DatafileContent
  ) throws(CLIError) -> String {
    let sdk = context.factory.make(
      datafile: datafile, locale: locale, context: assertion.context ?? [:],
      flags: assertion.withFlags ?? [:], variations: assertion.withVariations ?? [:])
    let values = ValueDates.convert(assertion.values ?? [:])
    do {
      if let raw = assertion.rawMessage {
        let options = EvaluationOptions(
          locale: locale, currency: assertion.currency, timeZone: assertion.timeZone,
          formats: assertion.formats)
        return try sdk.formatMessage(raw, values: values, options: options)
      }
      guard let key = assertion.message ?? spec.message else {
        throw CLIError.badData("assertion has an expected translation but no message")
      }
      let options = TranslateOptions(
        locale: locale, currency: assertion.currency, timeZone: assertion.timeZone,
        formats: assertion.formats, context: assertion.context)
      return try sdk.translate(key, values: values, options: options)
    } catch let error as CLIError {
      throw error
    } catch {
      if let raw = assertion.rawMessage,
        let located = rawMessageFailure(spec).describe(
          error, raw: raw, assertionIndex: assertion.assertionIndex)
      {
        throw located
      }
      if assertion.rawMessage == nil, let key = assertion.message ?? spec.message,
        let located = context.icuLocator.describe(key: key, locale: locale, sdk: sdk)
      {
        throw located
      }
      throw CLIError.badData("evaluation threw: \(error)")
    }
  }
}
