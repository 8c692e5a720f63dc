import MessagevisorProject

/// Checks `--locale` against the project's locales, the same way in every command.
///
/// A locale the project does not define is a usage error (64) naming the closest locale and
/// listing them all, rather than an empty run or a build failure later. A source that cannot
/// list its locales without building (npx), or a folder without any, is not checked.
enum LocaleChoice {
  /// Throws a usage error for the first of `requested` that is none of `known` nor of
  /// `source`'s locales.
  static func check(
    _ requested: [String],
    source: any ProjectSource,
    also known: Set<String> = [],
    command: String
  ) throws(CLIError) {
    // A folder without locales is no project to check against; its run says what is wrong.
    guard let locales = try source.localeKeys(), !locales.isEmpty else { return }
    try check(requested, known: Set(locales).union(known), command: command)
  }

  /// Throws a usage error for the first of `requested` that is not in `all` (the locales of
  /// every set of a run over all sets, with those their specs use).
  static func check(_ requested: [String], known all: Set<String>, command: String)
    throws(CLIError)
  {
    for locale in requested where !all.contains(locale) {
      let sorted = all.sorted()
      let suggestion = DidYouMean.suggestion(for: locale, among: sorted).map {
        " (did you mean '\($0)'?)"
      }
      let list = sorted.isEmpty ? "none" : sorted.joined(separator: ", ")
      throw CLIError.usage(
        "unknown locale '\(locale)'\(suggestion ?? ""); the project's locales: \(list)",
        hint: "See 'messagevisor-swift \(command) --help'.")
    }
  }
}
