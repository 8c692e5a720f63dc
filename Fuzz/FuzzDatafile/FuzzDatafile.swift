import Foundation
import FuzzSupport
import Messagevisor
import MessagevisorICU

/// libFuzzer entry for datafile decoding and `setDatafile`.
///
/// The bytes are decoded directly, then stored into a fresh instance twice (merge, then
/// replace) on top of a valid datafile of the same locale. Afterwards every translation key,
/// every message key and a missing key are translated with context values that reach override
/// conditions; any of these may throw, none may crash. An invalid datafile must leave the
/// instance's translations as they were.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDatafile(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(UnsafeBufferPointer(start: start, count: count))
  let decoded = try? DatafileContent.fromData(data)
  if let decoded {
    _ = try? decoded.toJSON()
  }
  let instance = createMessagevisor(
    MessagevisorOptions(
      datafileJSON: FuzzDatafileSeed.base, logLevel: .fatal, modules: [createICUModule()]))
  instance.setDatafile(data)
  if decoded == nil {
    precondition(
      (try? instance.translate("greeting")) == "Hello", "an invalid datafile changed the state")
  }
  instance.setDatafile(data, replace: true)
  let locale = decoded?.locale ?? "en"
  try? instance.setLocale(locale)
  let keys = Array((decoded?.translations.keys).map { Array($0) } ?? []).prefix(16)
  let messageKeys = Array((decoded?.messages.keys).map { Array($0) } ?? []).prefix(16)
  let child = instance.spawn(context: FuzzDatafileSeed.context)
  for key in keys + messageKeys + ["greeting", "missing"] {
    _ = try? instance.translate(key, values: FuzzDatafileSeed.values)
    _ = try? child.translate(key, values: FuzzDatafileSeed.values)
  }
  _ = instance.getSnapshot()
  return 0
}

/// Runs libFuzzer with `fuzzDatafile` (see `FuzzDriver`).
@main
enum FuzzDatafileMain {
  static func main() {
    FuzzDriver.run(fuzzDatafile)
  }
}

/// The datafile every run starts from, and the values and context used to translate.
enum FuzzDatafileSeed {
  static let base = """
    {"schemaVersion":"1","messagevisorVersion":"1","revision":"r1","target":"t","locale":"en",
    "segments":{},"messages":{},"translations":{"greeting":"Hello"}}
    """

  static let context: MessagevisorContext = [
    "country": "de", "age": 42, "ratio": 0.5, "beta": true, "version": "1.2.3",
    "tags": .array(["a", "b"]), "date": "2026-01-01T00:00:00Z", "nested": .object(["k": "v"]),
  ]

  static let values: MessagevisorValues = ["name": "Ada", "count": 3, "n": .double(-0.0)]
}
