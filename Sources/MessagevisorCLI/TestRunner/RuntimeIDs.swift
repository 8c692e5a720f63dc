import Foundation

/// One runtime a fixture or overlay entry may record an expectation for on a Swift host.
enum RuntimeID: String, Sendable, CaseIterable {
  case swiftLinux = "swift-linux"
  case swiftApple = "swift-apple"
  case swift
}

/// The runtime ids whose recorded expectations a run uses, most specific first (docs/decisions.md
/// D13b).
///
/// A fixture may record per-runtime values under `expectedByRuntime`. Upstream's `swift` values
/// were recorded with the Swift SDK on Apple platforms, so a Linux host does not use them: its
/// only id is `swift-linux`, and an assertion without a `swift-linux` value is judged by
/// `expectedTranslation` (the JavaScript reference output). Apple hosts use `swift-apple`,
/// then `swift`. `--runtime=ID[,ID…]` replaces the host's ids (`--runtime=swift` reproduces
/// the Apple chain on Linux).
struct RuntimeIDs: Sendable, Equatable, OptionValue {
  static var optionKind: OptionSpec.Kind { .string }

  /// The help line of `--runtime`.
  static let optionHelp =
    "Runtime ids whose recorded expectations apply, in order (default: this host's)"

  /// Every id a fixture or overlay entry may name for a Swift host, as written.
  static let known = RuntimeID.allCases.map(\.rawValue)

  /// The ids in the order they are tried.
  let ids: [RuntimeID]

  /// This host's ids.
  static var host: RuntimeIDs {
    #if os(Linux)
      RuntimeIDs(ids: [.swiftLinux])
    #else
      RuntimeIDs(ids: [.swiftApple, .swift])
    #endif
  }

  init(ids: [RuntimeID]) {
    self.ids = ids
  }

  /// The ids of `--runtime` (comma-separated).
  ///
  /// An empty list or an id outside `known` is a usage error (exit 64).
  init(optionText text: String, option: String) throws(OptionValueError) {
    var ids: [RuntimeID] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = part.trimmingCharacters(in: .whitespaces)
      guard let id = RuntimeID(rawValue: name) else {
        let shown = name.isEmpty ? "an empty id" : "'\(name)'"
        throw OptionValueError(
          "\(option) has \(shown); known runtime ids: \(Self.known.joined(separator: ", "))")
      }
      ids.append(id)
    }
    self.ids = ids
  }

  /// The ids as written, comma-separated (for notes).
  var list: String {
    ids.map(\.rawValue).joined(separator: ", ")
  }

  /// Whether `id` is one of the run's ids.
  func contains(_ id: String) -> Bool {
    ids.contains { $0.rawValue == id }
  }

  /// The recorded value for the first of the run's ids that `recorded` has.
  func value(in recorded: [String: String]) -> (id: RuntimeID, text: String)? {
    for id in ids {
      if let text = recorded[id.rawValue] {
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
