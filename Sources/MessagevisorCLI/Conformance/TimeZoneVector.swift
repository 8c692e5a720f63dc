import Foundation
import Messagevisor

/// The `hardening.timeZones` vector: precedence call > preset > instance > host, and the same
/// results from direct helpers, ICU arguments and native Foundation formatters.
enum TimeZoneVector {
  static func vectors(_ fixture: ConformanceFixture) -> [ConformanceVector] {
    [
      ConformanceVector(section: "hardening", id: "timeZones", requires: [.icu, .formatting]) {
        try run(fixture.hardening.timeZones)
      }
    ]
  }

  private static func run(_ contract: ConformanceFixture.TimeZonesContract) throws {
    try checkContract(contract)
    guard let instant = MessagevisorValue.string(contract.instant).dateValue else {
      throw ConformanceFailure("timeZones.instant is not a portable instant")
    }
    let setup = try Setup(contract)
    for locale in ["en-GB", "en-US"] {
      for call in [nil, contract.call] {
        let options = EvaluationOptions(locale: locale, timeZone: call)
        let zone = call ?? contract.preset
        let label = "\(locale) call \(call ?? "nil")"
        try checkSubject(setup.sdk, instant, options: options, zone: zone, "root \(label)")
        try checkSubject(setup.child, instant, options: options, zone: zone, "child \(label)")
        try checkNative(setup.sdk, instant, options: options, zone: call ?? contract.instance)
      }
    }
    try checkPrecedence(setup, instant, contract)
    try checkHostDefault(instant)
    try checkDaylightSaving(setup.sdk)
    setup.sdk.setTimeZone(contract.preset)
    let updated = try setup.sdk.formatDate(instant)
    let explicit = try setup.sdk.formatDate(
      instant, options: EvaluationOptions(timeZone: contract.preset))
    try Check.equal(updated, explicit, "formatDate after setTimeZone(\(contract.preset))")
    try Check.equal(setup.child.getTimeZone(), contract.call, "child zone after parent update")
  }

  private static func checkContract(_ contract: ConformanceFixture.TimeZonesContract) throws {
    try Check.equal(contract.precedence, ["call", "preset", "instance", "host"], "precedence")
    try Check.equal(contract.hostDefaultScope, "root and children", "hostDefaultScope")
    try Check.equal(contract.bareTimeFields, ["hour", "minute", "second"], "bareTimeFields")
    try Check.that(contract.bareDateAndTimeUseEffectiveTimeZone, "bare arguments ignore zones")
    try Check.that(contract.directAndIcuNamedPresetResultsAgree, "presets disagree")
  }

  /// The SDK under test: instance zone, presets in the preset zone, and a child in the call zone.
  private struct Setup {
    let sdk: Messagevisor
    let child: MessagevisorChild

    init(_ contract: ConformanceFixture.TimeZonesContract) throws {
      let zone: MessagevisorValue = .string(contract.preset)
      let day: FormatOptions = [
        "year": "numeric", "month": "2-digit", "day": "2-digit", "timeZone": zone,
      ]
      let time: FormatOptions = ["hour": "numeric", "minute": "numeric", "timeZone": zone]
      var inCallZone = time
      inCallZone["timeZone"] = .string(contract.call)
      let range: FormatOptions = ["dateStyle": "short", "timeStyle": "short", "timeZone": zone]
      let formats = FormatPresets(
        date: ["selected": day],
        time: ["selected": time, "inCallZone": inCallZone],
        dateTimeRange: ["selected": range]
      )
      let options = MessagevisorOptions(
        locale: "en-GB",
        timeZone: contract.instance,
        defaultFormats: ["en-GB": formats, "en-US": formats],
        logLevel: .fatal,
        modules: [try ConformanceICU.makeModule()]
      )
      sdk = createMessagevisor(options)
      child = sdk.spawn(options: SpawnOptions(timeZone: contract.call))
      try Check.equal(sdk.getTimeZone(), contract.instance, "root time zone")
      try Check.equal(child.getTimeZone(), contract.call, "child time zone")
    }
  }

  /// The parity and range checks on a root or a child.
  private static func checkSubject(
    _ subject: some MessagevisorEvaluating,
    _ instant: Date,
    options: EvaluationOptions,
    zone: String,
    _ label: String
  ) throws {
    try checkParity(subject, instant, options: options, label: label)
    try checkRange(subject, instant, options: options, zone: zone, label)
  }

  /// ICU `{d, date[, selected]}` and `{d, time[, selected]}` equal the direct helpers.
  private static func checkParity(
    _ subject: some MessagevisorEvaluating,
    _ instant: Date,
    options: EvaluationOptions,
    label: String
  ) throws {
    let values: MessagevisorValues = ["d": .date(instant)]
    for preset in [nil, "selected"] {
      let suffix = preset.map { ", " + $0 } ?? ""
      let icuDate = try subject.formatMessage(
        "{d, date\(suffix)}", values: values, options: options)
      let date = try subject.formatDate(instant, preset: preset, options: options)
      try Check.equal(icuDate, date, "\(label): {d, date\(suffix)} vs formatDate")
      let icuTime = try subject.formatMessage(
        "{d, time\(suffix)}", values: values, options: options)
      let time = try subject.formatTime(instant, preset: preset, options: options)
      try Check.equal(icuTime, time, "\(label): {d, time\(suffix)} vs formatTime")
    }
  }

  /// The range preset equals Foundation's interval formatter in zone call ?? preset.
  private static func checkRange(
    _ subject: some MessagevisorEvaluating,
    _ instant: Date,
    options: EvaluationOptions,
    zone: String,
    _ label: String
  ) throws {
    let end = instant.addingTimeInterval(3600)
    let native = DateIntervalFormatter()
    native.locale = Locale(identifier: options.locale ?? "en-GB")
    native.timeZone = TimeZone(identifier: zone)
    native.dateStyle = .short
    native.timeStyle = .short
    let range = try subject.formatDateTimeRange(
      instant, end, preset: "selected", options: options)
    try Check.equal(range, native.string(from: instant, to: end), "\(label): range in \(zone)")
  }

  /// Skeletons and named styles equal Foundation formatters in zone call ?? instance.
  private static func checkNative(
    _ sdk: Messagevisor,
    _ instant: Date,
    options: EvaluationOptions,
    zone: String
  ) throws {
    let native = DateFormatter()
    native.locale = Locale(identifier: options.locale ?? "en-GB")
    native.timeZone = TimeZone(identifier: zone)
    native.setLocalizedDateFormatFromTemplate("yyyyMMdd")
    let values: MessagevisorValues = ["d": .date(instant)]
    let skeleton = try sdk.formatMessage("{d, date, ::yyyyMMdd}", values: values, options: options)
    try Check.equal(skeleton, native.string(from: instant), "{d, date, ::yyyyMMdd} in \(zone)")
    native.dateStyle = .none
    native.timeStyle = .short
    let short = try sdk.formatMessage("{d, time, short}", values: values, options: options)
    try Check.equal(short, native.string(from: instant), "{d, time, short} in \(zone)")
  }

  /// call > preset > instance, checked through presets that pin each zone.
  private static func checkPrecedence(
    _ setup: Setup,
    _ instant: Date,
    _ contract: ConformanceFixture.TimeZonesContract
  ) throws {
    let sdk = setup.sdk
    let call = EvaluationOptions(timeZone: contract.call)
    let callOverPreset = try sdk.formatTime(instant, preset: "selected", options: call)
    let pinnedCall = try sdk.formatTime(instant, preset: "inCallZone")
    try Check.equal(callOverPreset, pinnedCall, "the call zone wins over the preset zone")
    let presetZone = try sdk.formatTime(instant, preset: "selected")
    try Check.that(presetZone != pinnedCall, "the preset zone is ignored")
    let instanceZone = EvaluationOptions(timeZone: contract.instance)
    let inInstanceZone = try sdk.formatTime(instant, preset: "selected", options: instanceZone)
    try Check.that(presetZone != inInstanceZone, "the instance zone wins over the preset")
    let bare = try sdk.formatDate(instant)
    try Check.equal(bare, try sdk.formatDate(instant, options: instanceZone), "instance zone")
    let utc = try sdk.formatDate(instant, options: EvaluationOptions(timeZone: contract.preset))
    try Check.that(bare != utc, "formatDate is the same in \(contract.instance) and UTC")
  }

  /// Without any zone, root and child share the host default captured once.
  private static func checkHostDefault(_ instant: Date) throws {
    let host = createMessagevisor(
      MessagevisorOptions(
        locale: "en-GB", logLevel: .fatal, modules: [try ConformanceICU.makeModule()]))
    let child = host.spawn()
    let root = try host.formatTime(instant)
    try Check.equal(try child.formatTime(instant), root, "host default: child vs root")
    let icu = try host.formatMessage("{d, time}", values: ["d": .date(instant)])
    try Check.equal(icu, root, "host default: {d, time} vs formatTime")
    let current = EvaluationOptions(timeZone: TimeZone.current.identifier)
    try Check.equal(try host.formatTime(instant, options: current), root, "host zone")
  }

  /// Direct and ICU bare times agree across the Amsterdam daylight-saving change.
  private static func checkDaylightSaving(_ sdk: Messagevisor) throws {
    let options = EvaluationOptions(timeZone: "Europe/Amsterdam")
    for timestamp in ["2026-03-29T00:30:00Z", "2026-03-29T01:30:00Z"] {
      guard let date = MessagevisorValue.string(timestamp).dateValue else {
        throw ConformanceFailure("\(timestamp) does not parse")
      }
      let direct = try sdk.formatTime(date, options: options)
      let icu = try sdk.formatMessage("{d, time}", values: ["d": .date(date)], options: options)
      try Check.equal(icu, direct, "Amsterdam \(timestamp): {d, time} vs formatTime")
    }
  }
}
