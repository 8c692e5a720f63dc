import Foundation
import FuzzSupport
import Messagevisor

/// libFuzzer entry for the formatting helpers on the ICU engine.
///
/// The input reads, in order: a family byte (`FormattingFamily`), a locale (`FuzzLocales`),
/// a context byte (bit 0: caller is an ICU argument; bits 1-3: fallback currency) and a zone
/// (`FuzzSamples.zone`), the options (`FuzzOptions`), then the family's values. Every call
/// must return a string of bounded length or throw `MessagevisorError` after reporting an
/// issue to the context (`FormattingCheck`). `FUZZ_TRACE=1` prints each decoded call.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatting(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  var input = FuzzInput(UnsafeBufferPointer(start: start, count: count))
  let family = input.pick(FormattingFamily.allCases)
  let locale = FuzzLocales.decode(&input)
  let flags = input.byte()
  let currency = FuzzSamples.currencies[Int(flags >> 1) % FuzzSamples.currencies.count]
  let context = FormattingContext(
    locale: locale,
    currency: currency,
    timeZone: FuzzSamples.zone(&input),
    caller: flags & 1 == 0 ? .directHelper : .icuArgument,
    report: FormattingCheck.record,
    engine: .icu
  )
  let options = FuzzOptions.decode(&input)
  FormattingTrace.print(family, locale.debugDescription, context.timeZone.debugDescription)
  FormattingTrace.print("currency", currency.debugDescription, "caller", context.caller, options)
  family.run(options: options, context: context, input: &input)
  return 0
}

/// Runs libFuzzer with `fuzzFormatting` (see `FuzzDriver`).
@main
enum FuzzFormattingMain {
  static func main() {
    FuzzDriver.run(fuzzFormatting)
  }
}
