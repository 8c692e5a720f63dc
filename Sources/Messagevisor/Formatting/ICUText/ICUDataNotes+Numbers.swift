#if canImport(CMessagevisorICU)
  extension ICUDataNotes {
    /// The numbering system, symbols, pattern, currency and unit entries behind a number.
    static func number(options: FormatOptions, locale: String) -> String {
      guard let bundle = ICUResourceBundle.open(tree: nil, locale: locale) else {
        return "no number data"
      }
      let (system, source) = numberingSystem(options: options, locale: locale, bundle: bundle)
      var parts = [source]
      for symbol in ["group", "decimal"] {
        parts += elements(bundle, system: system, "symbols/" + symbol)
      }
      parts += elements(bundle, system: system, patternPath(options))
      let style = options["style"]?.stringValue ?? "decimal"
      if style == "currency", let code = options["currency"]?.stringValue {
        parts += currencyEntries(code.uppercased(), locale: locale)
      }
      if style == "unit", let unit = options["unit"]?.stringValue {
        let width = options["unitDisplay"]?.stringValue ?? "short"
        parts += unitEntries(unit, width: width, locale: locale)
      }
      return parts.joined(separator: "; ")
    }

    /// The relative-time patterns of `unit` (`day`, …) in the future or past, and its
    /// named offsets (`tomorrow`), for `style`.
    static func relativeTime(unit: String, past: Bool, style: String, locale: String) -> String {
      let suffix = style == "short" ? "-short" : style == "narrow" ? "-narrow" : ""
      let field = "fields/\(unit)\(suffix)"
      guard let bundle = ICUResourceBundle.open(tree: nil, locale: locale) else {
        return "no \(field)"
      }
      var parts: [String] = []
      let direction = "relativeTime/" + (past ? "past" : "future")
      if let patterns = bundle.child(field + "/" + direction) {
        parts.append("\(field)/\(direction)" + origin(patterns) + " " + joined(patterns.strings()))
      }
      if let named = bundle.child(field + "/relative") {
        parts.append("\(field)/relative" + origin(named) + " " + joined(named.strings()))
      }
      return parts.isEmpty ? "no \(field)" : parts.joined(separator: "; ")
    }

    /// The numbering system and where it comes from: the option, the locale's `-u-nu-`, or
    /// the locale data's `NumberElements/default`.
    private static func numberingSystem(
      options: FormatOptions,
      locale: String,
      bundle: ICUResourceBundle
    ) -> (String, String) {
      if let option = options["numberingSystem"]?.stringValue {
        return (option, "numbers \(option) (option)")
      }
      if let keyword = ICULocaleID.keyword("numbers", of: locale) {
        return (keyword, "numbers \(keyword) (-u-nu-)")
      }
      let path = "NumberElements/default"
      guard let system = bundle.string(path) else {
        return ("latn", "numbers latn")
      }
      return (system, path + origin(bundle.child(path)) + " " + quoted(system))
    }

    private static func patternPath(_ options: FormatOptions) -> String {
      if options["notation"]?.stringValue == "compact" {
        let long = options["compactDisplay"]?.stringValue == "long"
        return (long ? "patternsLong" : "patternsShort") + "/decimalFormat/1000/other"
      }
      switch options["style"]?.stringValue {
      case "percent":
        return "patterns/percentFormat"
      case "currency":
        let accounting = options["currencySign"]?.stringValue == "accounting"
        return "patterns/" + (accounting ? "accountingFormat" : "currencyFormat")
      default:
        return "patterns/decimalFormat"
      }
    }

    /// `NumberElements/<system>/<path>`, else the Latin system's entry (ICU's own fallback).
    private static func elements(_ bundle: ICUResourceBundle, system: String, _ path: String)
      -> [String]
    {
      for candidate in system == "latn" ? ["latn"] : [system, "latn"] {
        let full = "NumberElements/\(candidate)/\(path)"
        if let text = bundle.string(full) {
          return [full + origin(bundle.child(full)) + " " + quoted(text)]
        }
      }
      return []
    }

    private static func currencyEntries(_ code: String, locale: String) -> [String] {
      guard let bundle = ICUResourceBundle.open(tree: "curr", locale: locale) else {
        return []
      }
      var entries: [String] = []
      let path = "Currencies/\(code)"
      if let symbol = bundle.string(path, index: 0) {
        entries.append("\(path)[0]" + origin(bundle.child(path)) + " " + quoted(symbol))
      }
      for extra in ["Currencies%narrow/\(code)", "CurrencyPlurals/\(code)/other"] {
        if let text = bundle.string(extra) {
          entries.append(extra + origin(bundle.child(extra)) + " " + quoted(text))
        }
      }
      return entries
    }

    private static let unitCategories = [
      "length", "mass", "volume", "temperature", "concentr", "duration", "digital", "angle",
      "area", "speed", "consumption",
    ]

    private static func unitEntries(_ unit: String, width: String, locale: String) -> [String] {
      guard let bundle = ICUResourceBundle.open(tree: "unit", locale: locale) else {
        return []
      }
      let table = width == "long" ? "units" : width == "narrow" ? "unitsNarrow" : "unitsShort"
      // ICU has its own entries for some compounds (speed/kilometer-per-hour); the others are
      // built from their parts and the compound/per pattern.
      let whole = unitCategories.contains { bundle.child("\(table)/\($0)/\(unit)") != nil }
      let pieces = whole ? [unit] : unit.components(separatedBy: "-per-")
      var paths: [String] = []
      for (index, piece) in pieces.enumerated() {
        guard
          let category = unitCategories.first(where: {
            bundle.child("\(table)/\($0)/\(piece)") != nil
          })
        else {
          continue
        }
        let key = index == 0 ? "other" : "perUnitPattern"
        paths.append("\(table)/\(category)/\(piece)/\(key)")
      }
      if pieces.count > 1 {
        paths.append("\(table)/compound/per")
      }
      return paths.compactMap { path in
        bundle.string(path).map { path + origin(bundle.child(path)) + " " + quoted($0) }
      }
    }
  }
#endif
