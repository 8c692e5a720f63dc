import Foundation
import Messagevisor

/// Measures loading a (large) datafile: `setDatafile` time from JSON and resident memory.
///
/// The SDKs get the modules of `--withIcuModule` / `--withInterpolationModule`, so the
/// message is then timed as the app would format it; `--locale` must have a datafile. Each
/// load gets modules of its own: a module keeps the plans it compiled, so a second load with
/// the same module would not time the compilation.
struct DatafileLoadBenchmark {
  /// The figures of one load benchmark.
  struct Figures: Encodable {
    let jsonBytes: Int
    let setDatafileMs: Double
    let residentBytes: Int
  }

  let path: String
  let locale: String?
  /// Fresh modules, for each load.
  let makeModules: () -> [MessagevisorModule]

  /// Loads the file into fresh SDKs three times; memory is measured across the first load.
  func run() throws(CLIError) -> (Messagevisor, Figures) {
    let data = try NamedFile.read(path)
    do {
      _ = try DatafileContent.fromData(data)
    } catch {
      throw CLIError.badData("\(path) is not a valid datafile: \(error)")
    }
    let json = String(decoding: data, as: UTF8.self)
    var timings: [Double] = []
    var kept: Messagevisor?
    var resident = 0
    for attempt in 0..<3 {
      let before = ResidentMemory.bytes()
      let modules = makeModules()
      let sdk = createMessagevisor(MessagevisorOptions(logLevel: .fatal, modules: modules))
      let started = DispatchTime.now().uptimeNanoseconds
      sdk.setDatafile(json)
      timings.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
      if attempt == 0 {
        resident = ResidentMemory.bytes() - before
        kept = sdk
      }
    }
    guard let sdk = kept, let loaded = try? sdk.getDatafile() else {
      throw CLIError.badData("\(path) is not a valid datafile")
    }
    if let locale, (try? sdk.getDatafile(locale: locale)) == nil {
      throw CLIError.badData(
        "\(path) holds the datafile of locale '\(loaded.locale)', none for --locale=\(locale)")
    }
    let figures = Figures(
      jsonBytes: data.count, setDatafileMs: BenchmarkRunner.median(timings),
      residentBytes: max(0, resident))
    return (sdk, figures)
  }
}
