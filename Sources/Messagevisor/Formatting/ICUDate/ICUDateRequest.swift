#if canImport(CMessagevisorICU)
  import Foundation

  /// One date, time or range call to the ICU engine: its cache key and how its failures are
  /// reported.
  struct ICUDateRequest {
    /// The format cache key (locale, ICU zone id, spec).
    let key: ICUDateFormat.Key
    private let options: FormatOptions
    private let type: String
    private let context: FormattingContext

    /// The largest distance from 1970 a JavaScript `Date` can hold, in milliseconds.
    static let maximumMilliseconds = 8.64e15

    /// Resolves the zone (option `timeZone` ?? context zone; unknown → `invalid_format`).
    init(
      options: FormatOptions,
      type: String,
      spec: ICUDateSpec,
      context: FormattingContext
    ) throws {
      let zone = try DateFormatting.resolveTimeZone(options, context: context, type: type)
      key = ICUDateFormat.Key(
        locale: context.locale, timeZone: Self.icuZone(zone), spec: spec)
      self.options = options
      self.type = type
      self.context = context
    }

    /// The instant in milliseconds since 1970; non-finite or out-of-range dates are
    /// `invalid_format`.
    func milliseconds(_ date: Date) throws -> Double {
      let milliseconds = date.timeIntervalSince1970 * 1000
      guard milliseconds.isFinite else {
        throw context.invalidFormat("Date must be finite", type: type, options: options)
      }
      guard abs(milliseconds) <= Self.maximumMilliseconds else {
        throw context.invalidFormat("Date is out of range", type: type, options: options)
      }
      return milliseconds
    }

    /// Runs an ICU step; an ICU failure becomes `invalid_format` naming the ICU function.
    func run(_ body: () throws -> String) throws -> String {
      do {
        return try body()
      } catch let failure as ICUText.Failure {
        throw context.invalidFormat(
          "ICU cannot format this date (\(failure.function): \(failure.code))",
          type: type,
          options: options
        )
      }
    }

    /// ECMA-402 canonicalizes `UTC`, `Etc/UTC`, `Etc/GMT` and `GMT` to `UTC`; ICU names that
    /// zone "UTC" / "Coordinated Universal Time" as JavaScript does.
    static func icuZone(_ identifier: String) -> String {
      switch identifier.uppercased() {
      case "UTC", "ETC/UTC", "GMT", "ETC/GMT": return "UTC"
      default: return identifier
      }
    }
  }
#endif
