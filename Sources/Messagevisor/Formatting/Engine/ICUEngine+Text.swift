#if canImport(CMessagevisorICU)
  import Foundation

  extension ICUEngine {
    /// Relative time in the unit given (`Intl.RelativeTimeFormat`); the finiteness and range
    /// checks are the Foundation engine's.
    package func formatRelativeTime(
      _ value: Double,
      unit: Calendar.Component,
      options: FormatOptions,
      context: FormattingContext
    ) throws -> String {
      let seconds = value * RelativeTimeFormatting.seconds(per: unit)
      guard seconds.isFinite else {
        throw context.invalidFormat(
          "Relative time must be finite", type: "relative", options: options)
      }
      guard abs(seconds) <= ICUEngine.largestRelativeSeconds else {
        throw context.invalidFormat(
          "Relative time is out of range", type: "relative", options: options)
      }
      do {
        return try ICURelativeTime.format(
          value, unit: unit, options: options, locale: context.locale)
      } catch let failure as ICUText.Failure {
        throw context.invalidFormat(
          "ICU cannot format this relative time (\(failure.function): \(failure.code))",
          type: "relative", options: options)
      }
    }

    /// A list (`Intl.ListFormat`); an unknown `type` or `style` value is reported as
    /// unsupported (formatter `formatList`, with the option) and its default is used.
    package func formatList(
      _ values: [String],
      options: FormatOptions,
      context: FormattingContext
    ) -> String {
      var unknown: [ICUListFormat.UnknownOption] = []
      let key = ICUListFormat.key(options: options, locale: context.locale, unknown: &unknown)
      for item in unknown {
        context.reportUnsupported(
          "List \(item.option) \"\(item.value)\" is not known; using the default",
          formatter: "formatList",
          extra: ["option": .string(item.option)]
        )
      }
      do {
        return try ICUListFormat.format(values, key: key, label: context.locale)
      } catch {
        context.reportUnsupported(
          "ICU cannot format this list (\(error)); using a standard conjunction list",
          formatter: "formatList",
          extra: ["option": .string("type")]
        )
        return ListFormatting.format(values, locale: context.locale)
      }
    }

    /// A display name (`Intl.DisplayNames`) of a language, region, script, currency,
    /// calendar or date-time field; any other type returns `value` unchanged.
    package func formatDisplayName(
      _ value: String,
      options: FormatOptions,
      context: FormattingContext
    ) -> String? {
      let type = options["type"]?.stringValue ?? "language"
      guard ICUEngine.displayNameTypes.contains(type) else {
        return value
      }
      let name: String?
      do {
        name = try ICUDisplayNames.name(
          of: value, type: type, options: options, locale: context.locale)
      } catch {
        context.reportUnsupported(
          "ICU has no display name here (\(error))",
          formatter: "formatDisplayName",
          extra: ["option": .string("type")]
        )
        name = nil
      }
      if let name {
        return name
      }
      return options["fallback"]?.stringValue == "none" ? nil : value
    }

    /// Beyond this many seconds (about 3 million years) a relative time is refused, as in
    /// the Foundation engine.
    static let largestRelativeSeconds = 1e14

    /// The `Intl.DisplayNames` types ICU names.
    static let displayNameTypes: Set<String> = [
      "language", "region", "script", "currency", "calendar", "dateTimeField",
    ]
  }
#endif
