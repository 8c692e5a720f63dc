import Foundation
import Messagevisor
import Testing

/// Calendar names ICU does not know, on the ICU engine.
///
/// Found by FuzzFormatting (seed `date-u-ca-empty-dateStyle-wrongtype`, minimised to
/// `crash-calendar-option-uaf` and `crash-calendar-name-uaf`): `uloc_toLegacyType("ca", value)`
/// returns its own `value` pointer for a well-formed type it does not know.
/// `ICULocaleID.legacyCalendar` (option `calendar` of `formatDate`, `formatDateTimeRange`) and
/// `ICUDisplayNames.localeKind` (`formatDisplayName` of type `calendar`) pass a temporary Swift
/// string as `value` and read the returned pointer with `String(cString:)` after that string
/// is freed: a heap-use-after-free that AddressSanitizer reports at once. In an ordinary build
/// the freed bytes are usually intact, but the copy may land in the freed block itself
/// ("UnsafeMutablePointer.initialize overlapping range"). Each case runs in its own process
/// with glibc poisoning freed blocks, so the stale read shows. Fixed: `ICULocaleID.legacyType`
/// copies the result while the argument is alive; both tests now assert it.
@Suite("Hostile calendar names", .enabled(if: FormattingEngineKind.platformDefault == .icu))
struct CalendarNameHostileTests {
  @Test("An unknown calendar's display name is its code")
  func calendarName() async {
    do {
      await #expect(processExitsWith: .success) {
        let code = Array(repeating: "bogus", count: 300).joined(separator: "-")
        let context = FormattingContext(locale: "en", timeZone: "UTC", engine: .icu)
        poisonFreedMemory()
        let name = MessagevisorFormatting.formatDisplayName(
          code, options: ["type": "calendar", "fallback": "code"], context: context)
        if name != code {
          fatalError("display name \(name ?? "nil") is not the code")
        }
      }
    }
  }

  /// The stale calendar name reaches `uloc_setKeywordValue`; garbage is as unknown as the
  /// real name, so the output rarely shows it: only a trap does (or AddressSanitizer).
  @Test("An unknown calendar option formats like no calendar")
  func dateCalendar() async {
    do {
      await #expect(processExitsWith: .success) {
        let calendar = Array(repeating: "bogus", count: 300).joined(separator: "-")
        let context = FormattingContext(locale: "en", timeZone: "UTC", engine: .icu)
        let date = Date(timeIntervalSince1970: 1.7e9)
        let plain = try? MessagevisorFormatting.formatDate(
          date, options: ["dateStyle": "long"], kind: .date, context: context)
        poisonFreedMemory()
        let output = try? MessagevisorFormatting.formatDate(
          date, options: ["dateStyle": "long", "calendar": .string(calendar)], kind: .date,
          context: context)
        if output != plain {
          fatalError("\(output ?? "nil") is not \(plain ?? "nil")")
        }
      }
    }
  }
}

/// Makes glibc fill freed heap blocks outside its thread cache with a pattern, so a read of
/// freed memory sees the pattern and not the old bytes. Exit tests only: it lasts for the
/// whole process.
private func poisonFreedMemory() {
  #if os(Linux)
    _ = glibcMallopt(glibcPerturb, 0x5A)
  #endif
}

#if os(Linux)
  /// glibc's `M_PERTURB` (malloc.h), which the Glibc module does not import.
  private let glibcPerturb: CInt = -6

  /// glibc's `mallopt`, which the Glibc module does not import.
  @_silgen_name("mallopt")
  private func glibcMallopt(_ parameter: CInt, _ value: CInt) -> CInt
#endif
