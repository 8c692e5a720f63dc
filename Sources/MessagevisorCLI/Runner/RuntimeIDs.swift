/// The runtime ids whose recorded expectations a run uses, most specific first (D13b).
///
/// A fixture may record per-runtime values under `expectedByRuntime`. Upstream's `swift` values
/// were recorded with the Swift SDK on Apple platforms, so a Linux host does not use them: its
/// only id is `swift-linux`, and an assertion without a `swift-linux` value is judged by
/// `expectedTranslation` (the JavaScript reference output). Apple hosts use `swift-apple`,
/// then `swift`. `--runtime=ID[,ID…]` replaces the host's ids (`--runtime=swift` reproduces
/// the Apple chain on Linux).
struct RuntimeIDs: Sendable, Equatable {
  /// Every id a fixture or overlay entry may name for a Swift host.
  static let known = ["swift-linux", "swift-apple", "swift"]

  /// The ids in the order they are tried.
  let ids: [String]

  /// This host's ids.
  static var host: RuntimeIDs {
    #if os(Linux)
      RuntimeIDs(ids: ["swift-linux"])
    #else
      RuntimeIDs(ids: ["swift-apple", "swift"])
    #endif
  }

  /// The ids of `--runtime` (comma-separated), or the host's when the option is absent.
  ///
  /// An empty list or an id outside `known` is a usage error (exit 64).
  static func parse(_ value: String?, command: String) throws(CLIError) -> RuntimeIDs {
    guard let value else { return host }
    let ids = value.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0).trimmingCharacters(in: .whitespaces)
    }
    for id in ids where !known.contains(id) {
      let shown = id.isEmpty ? "an empty id" : "'\(id)'"
      throw CLIError.usage(
        "--runtime has \(shown); known runtime ids: \(known.joined(separator: ", "))",
        hint: "See 'messagevisor-swift \(command) --help'.")
    }
    return RuntimeIDs(ids: ids)
  }

  /// Whether `id` is one of the run's ids.
  func contains(_ id: String) -> Bool {
    ids.contains(id)
  }

  /// The recorded value for the first of the run's ids that `recorded` has.
  func value(in recorded: [String: String]) -> (id: String, text: String)? {
    for id in ids {
      if let text = recorded[id] {
        return (id, text)
      }
    }
    return nil
  }

  /// The recorded values of the other Swift runtimes (for a failure note), in `known` order.
  func otherValues(in recorded: [String: String]) -> [(id: String, text: String)] {
    Self.known.compactMap { id in
      guard !contains(id), let text = recorded[id] else { return nil }
      return (id, text)
    }
  }
}
