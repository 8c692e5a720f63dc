/// `--locale`, `--values`, `--context`, `--currency`, `--timeZone`: what `evaluate` and
/// `benchmark` evaluate with.
struct EvaluationInputOptions: ParsableOptions {
  @Option("locale", help: "Locale", valueName: "LOCALE")
  var locale: String?

  @Option("values", help: "Message values as a JSON object", valueName: "JSON")
  var values: JSONObjectOption?

  @Option("context", help: "Context as a JSON object", valueName: "JSON")
  var context: JSONObjectOption?

  @Option("currency", help: "Currency code", valueName: "CODE")
  var currency: CurrencyCode?

  @Option("timeZone", help: "IANA time zone", valueName: "ZONE")
  var timeZone: TimeZoneIdentifier?
}
