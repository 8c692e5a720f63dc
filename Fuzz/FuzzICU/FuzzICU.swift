import Foundation
import FuzzSupport
import Messagevisor
import MessagevisorICU

/// libFuzzer entry for the ICU parser and formatter.
///
/// The first byte picks a locale and the kind of value every argument receives (numbers at
/// the edges, strings, dates, a missing value); the rest is the message. When the first byte
/// is 0xF0 or above, the text before the first NUL is the locale identifier instead (Foundation
/// traps on some identifiers, so they are fuzzed too). A successful parse must have in-range
/// node positions, and formatting may throw but never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICU(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: start, count: count)
  guard let selector = bytes.first else { return 0 }
  var body = bytes.dropFirst()
  var locale = FuzzValues.locales[Int(selector) % FuzzValues.locales.count]
  if selector >= 0xF0, let end = body.firstIndex(of: 0) {
    locale = String(decoding: body[..<end], as: UTF8.self)
    body = body[(end + 1)...]
  }
  let text = String(decoding: body, as: UTF8.self)
  let message: ICUMessage
  do {
    message = try ICUMessage.parse(text)
  } catch {
    checkPosition(of: error, in: text)
    return 0
  }
  let references = message.arguments()
  for reference in references {
    precondition(reference.range.upperBound <= text.utf8.count, "argument range out of bounds")
  }
  let values = FuzzValues.values(for: message.argumentNames(), selector: selector)
  let environment = ICUEnvironment(
    locale: locale,
    timeZone: FuzzValues.timeZones[Int(selector >> 3) % FuzzValues.timeZones.count]
  )
  _ = try? message.format(values: values, environment: environment)
  _ = try? ICUFormatter.shared.format(text, values: values, environment: environment)
  return 0
}

/// Runs libFuzzer with `fuzzICU` (see `FuzzDriver`).
@main
enum FuzzICUMain {
  static func main() {
    FuzzDriver.run(fuzzICU)
  }
}

private func checkPosition(of error: ICUSyntaxError, in text: String) {
  precondition(error.offset >= 0 && error.offset <= text.utf8.count, "error offset out of range")
  precondition(error.line >= 1 && error.column >= 1, "error position below 1")
  _ = error.description
}

extension ICUFormatter {
  /// One formatter for the whole run, so the parse cache is exercised too.
  fileprivate static let shared = ICUFormatter(cache: ICUParseCache(capacity: 32))
}

/// Values and environments chosen by the input's first byte.
enum FuzzValues {
  static let locales = ["en", "ru", "ar", "pl", "tr", "ja", "fr-CA", "zz-Bogus", "", "de@x=y"]
  static let timeZones = ["UTC", "Europe/Istanbul", "Mars/Olympus", "", "GMT+14"]

  static let samples: [MessagevisorValue] = [
    .int(0), .int(1), .int(2), .int(Int.max), .int(Int.min), .double(-0.0), .double(.nan),
    .double(.infinity), .double(-.infinity), .double(1e308), .double(-1e-308), .double(1.5),
    .string("x"), .string("3.25"), .string(""), .bool(true), .null,
    .date(Date(timeIntervalSince1970: 0)), .date(Date(timeIntervalSince1970: 1e15)),
    .string("2026-02-30T25:61:00Z"), .array([.int(1)]),
  ]

  static func values(for names: [String], selector: UInt8) -> MessagevisorValues {
    var values: MessagevisorValues = [:]
    for (index, name) in names.enumerated() {
      let pick = (Int(selector) &+ index &* 7) % (samples.count + 1)
      if pick < samples.count {
        values[name] = samples[pick]
      }
    }
    return values
  }
}
