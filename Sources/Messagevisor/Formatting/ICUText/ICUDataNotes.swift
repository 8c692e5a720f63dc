#if canImport(CMessagevisorICU)
  /// ICU's raw locale data behind a list, display name or range, as one line of text.
  ///
  /// The oracle prints these next to Node's output, so a difference can be read as ICU 76
  /// data rather than an option we map differently. Each note names the resource path, the
  /// locale the data was found in, and the quoted strings; a missing resource is left out.
  enum ICUDataNotes {
    /// `listPattern/<type><-width>` of `locale`: the `2`, `start`, `middle` and `end` patterns.
    static func list(type: String, width: String, locale: String) -> String {
      let name = type + (width.isEmpty ? "" : "-" + width)
      guard let bundle = ICUResourceBundle.open(tree: nil, locale: locale),
        let patterns = bundle.child("listPattern/" + name)
      else {
        return "listPattern/\(name): none"
      }
      return "listPattern/\(name)" + origin(patterns) + ": " + joined(patterns.strings())
    }

    /// The display-name table entries ICU builds the name of `code` from.
    static func displayName(_ code: String, type: String, locale: String) -> String {
      var entries: [String] = []
      switch type {
      case "language":
        entries = languageEntries(code, locale: locale)
      case "region":
        let names = ["Countries", "Countries%short", "Countries%variant"]
        entries = lookups(tree: "region", locale: locale, names.map { "\($0)/\(code)" })
      case "script":
        let names = ["Scripts%stand-alone", "Scripts", "Scripts%short"]
        entries = lookups(tree: "lang", locale: locale, names.map { "\($0)/\(code)" })
      case "currency":
        let bundle = ICUResourceBundle.open(tree: "curr", locale: locale)
        let path = "Currencies/\(code.uppercased())"
        if let name = bundle?.string(path, index: 1) {
          entries = [
            "\(path)[1]" + (bundle.flatMap { origin($0.child(path)) } ?? "")
              + " " + quoted(name)
          ]
        }
      default:
        break
      }
      return entries.isEmpty ? "no \(type) name data" : entries.joined(separator: "; ")
    }

    /// The interval patterns ICU may pick for `skeleton` (itself, its date part, its time
    /// part reduced to hour, minute and zone) and the fallback, in the ICU calendar type
    /// `calendar` the formatter uses.
    static func range(skeleton: String, pattern: String, locale: String, calendar: String)
      -> String
    {
      let root = "calendar/\(calendar)/intervalFormats"
      var parts = ["pattern " + quoted(pattern), "skeleton " + skeleton]
      guard let bundle = ICUResourceBundle.open(tree: nil, locale: locale),
        let formats = bundle.child(root)
      else {
        return (parts + ["no \(root)"]).joined(separator: "; ")
      }
      for candidate in candidates(skeleton) {
        if let entry = formats.child(candidate) {
          parts.append("\(candidate)" + origin(entry) + " " + joined(entry.strings()))
        }
      }
      if let fallback = formats.string("fallback") {
        parts.append("fallback" + origin(formats.child("fallback")) + " " + quoted(fallback))
      }
      return parts.joined(separator: "; ")
    }

    private static func languageEntries(_ code: String, locale: String) -> [String] {
      let id = FormattingLocale.safeIdentifier(code)
      let subtags = id.prefix { $0 != "@" }.split(separator: "_").map(String.init)
      guard let language = subtags.first else {
        return []
      }
      let script = subtags.dropFirst().first { $0.count == 4 }
      let region = subtags.dropFirst().first { $0.count == 2 || $0.count == 3 }
      var names = [subtags.joined(separator: "_")]
      if let script {
        names.append(language + "_" + script)
      }
      if let region {
        names.append(language + "_" + region)
      }
      names.append(language)
      var paths = Array(Set(names)).sorted { $0.count > $1.count }.map { "Languages/\($0)" }
      paths += script.map { ["Scripts%stand-alone/\($0)", "Scripts/\($0)"] } ?? []
      paths += ["localeDisplayPattern/pattern", "localeDisplayPattern/separator"]
      var entries = lookups(tree: "lang", locale: locale, paths)
      if let region {
        let regions = ["Countries/\(region)", "Countries%short/\(region)"]
        entries += lookups(tree: "region", locale: locale, regions)
      }
      return entries
    }

    private static func lookups(tree: String, locale: String, _ paths: [String]) -> [String] {
      guard let bundle = ICUResourceBundle.open(tree: tree, locale: locale) else {
        return []
      }
      return paths.compactMap { path in
        bundle.string(path).map { path + origin(bundle.child(path)) + " " + quoted($0) }
      }
    }

    private static func candidates(_ skeleton: String) -> [String] {
      let timeLetters = Set("aBbhHkKjJmsSAzZOvVXx")
      let date = String(skeleton.filter { !timeLetters.contains($0) })
      let time = skeleton.filter { timeLetters.contains($0) }
      var hour = ""
      if time.contains(where: { "Hk".contains($0) }) {
        hour = "H"
      } else if time.contains(where: { "hK".contains($0) }) {
        hour = "h"
      }
      let zone = time.contains(where: { "zOvVXx".contains($0) }) ? "v" : ""
      let reduced = hour.isEmpty ? "" : hour + (time.contains("m") ? "m" : "") + zone
      var seen: Set<String> = []
      return [skeleton, date, reduced].filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    static func origin(_ bundle: ICUResourceBundle?) -> String {
      bundle?.actualLocale.map { " (\($0))" } ?? ""
    }

    static func joined(_ members: [(key: String, value: String)]) -> String {
      members.map { "\($0.key) \(quoted($0.value))" }.joined(separator: ", ")
    }

    static func quoted(_ text: String) -> String {
      "\u{201C}" + text + "\u{201D}"
    }
  }
#endif
