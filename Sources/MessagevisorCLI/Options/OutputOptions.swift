/// `--json`, `--color`: how a command prints its results.
struct OutputOptions: ParsableOptions {
  @Flag("json", help: "Print JSON on standard output")
  var json: Bool

  @Option("color", help: "Colour policy (default: auto)")
  var color = ColorPolicy.auto
}
