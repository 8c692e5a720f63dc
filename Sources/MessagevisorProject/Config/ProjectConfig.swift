/// The options of `messagevisor.config.json` / `.js` that native commands use.
///
/// Defaults follow project-format §1.1. Paths are absolute after loading (relative paths
/// resolve against the project root; `<rootDir>` is replaced by the root once).
package struct ProjectConfig: Sendable, Hashable {
  /// `sourceLocale` (lint only; never a fallback).
  package var sourceLocale: String?
  /// Joins path segments into keys; default `"."`.
  package var namespaceCharacter: String = "."
  /// Not allowed in file or directory names; default `":"`.
  var exportOverrideKeySeparator: String = ":"
  /// Entity file format; default YAML.
  package var parser: SourceFormat = .yaml
  /// Whether the project uses the `sets/<name>/…` layout.
  var sets: Bool = false
  /// Module names from `modules` (`createICUModule()` is recorded as `createICUModule`).
  var modules: [String] = []
  /// Absolute entity directories by kind (for a sets project: of the selected set).
  package var directories: [EntityKind: String] = [:]
  /// Absolute `setsDirectoryPath`.
  var setsDirectoryPath: String = ""
  /// Absolute `stateDirectoryPath`.
  var stateDirectoryPath: String = ""
  /// `revisionFileName`; default `REVISION`.
  var revisionFileName: String = "REVISION"
  /// The config file that was read (relative to the root), nil when defaults were used.
  package var configFile: String?

  /// The modules the runner enables by default (docs/decisions.md D8), deduplicated in config
  /// order.
  package var knownModules: [ProjectModule] {
    var result: [ProjectModule] = []
    for name in modules {
      if let module = ProjectModule(configName: name), !result.contains(module) {
        result.append(module)
      }
    }
    return result
  }

  /// Creates the default configuration for a project root.
  init(root: String) {
    for kind in EntityKind.allCases {
      directories[kind] = root + "/" + kind.directoryName
    }
    setsDirectoryPath = root + "/sets"
    stateDirectoryPath = root + "/.messagevisor"
  }
}

/// A runtime module a config can enable.
package enum ProjectModule: String, Sendable, Hashable, CaseIterable {
  /// `createICUModule()`.
  case icu
  /// `createInterpolationModule()`.
  case interpolation
  /// `createMissingTranslationsModule()`.
  case missingTranslations

  /// The factory call a `messagevisor.config.js` enables the module with.
  package var callName: String {
    switch self {
    case .icu: return "createICUModule"
    case .interpolation: return "createInterpolationModule"
    case .missingTranslations: return "createMissingTranslationsModule"
    }
  }

  /// Maps a config module name (`createICUModule`, `icu`, …) to a module.
  init?(configName: String) {
    switch Self.baseName(of: configName) {
    case "icu": self = .icu
    case "interpolation": self = .interpolation
    case "missingtranslations", "missingtranslation": self = .missingTranslations
    default: return nil
    }
  }

  /// A config module name lowercased, without a `create` prefix and a `module` suffix.
  static func baseName(of configName: String) -> String {
    var name = configName.lowercased()
    if name.hasPrefix("create") { name.removeFirst("create".count) }
    if name.hasSuffix("module") { name.removeLast("module".count) }
    return name
  }
}
