// swift-tools-version:6.0
import Foundation
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "messagevisor-swift",
  platforms: [
    .iOS(.v18),
    .macOS(.v15),
    .tvOS(.v18),
    .watchOS(.v11),
    .visionOS(.v2),
  ],
  products: [
    .library(name: "Messagevisor", targets: ["Messagevisor"]),
    .library(name: "MessagevisorICU", targets: ["MessagevisorICU"]),
    .library(name: "MessagevisorInterpolation", targets: ["MessagevisorInterpolation"]),
    .library(
      name: "MessagevisorMissingTranslations",
      targets: ["MessagevisorMissingTranslations"]
    ),
    .library(name: "MessagevisorRemote", targets: ["MessagevisorRemote"]),
    .executable(name: "messagevisor-swift", targets: ["messagevisor-swift"]),
    .plugin(name: "MessagevisorPlugin", targets: ["MessagevisorPlugin"]),
    .plugin(name: "MessagevisorCommand", targets: ["MessagevisorCommand"]),
  ],
  targets: [
    // The C API of the ICU that the toolchain ships for Foundation (D19); Linux only.
    .target(
      name: "CMessagevisorICU",
      linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
    ),
    .target(
      name: "Messagevisor",
      dependencies: [.target(name: "CMessagevisorICU", condition: .when(platforms: [.linux]))],
      swiftSettings: strict
    ),
    .target(name: "MessagevisorICU", dependencies: ["Messagevisor"], swiftSettings: strict),
    .target(
      name: "MessagevisorInterpolation",
      dependencies: ["Messagevisor"],
      swiftSettings: strict
    ),
    .target(
      name: "MessagevisorMissingTranslations",
      dependencies: ["Messagevisor"],
      swiftSettings: strict
    ),
    .target(name: "MessagevisorRemote", dependencies: ["Messagevisor"], swiftSettings: strict),
    .target(
      name: "MessagevisorProject",
      dependencies: ["Messagevisor", "MessagevisorICU"],
      swiftSettings: strict
    ),
    .target(
      name: "MessagevisorCLI",
      dependencies: [
        "Messagevisor",
        "MessagevisorICU",
        "MessagevisorInterpolation",
        "MessagevisorProject",
      ],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "messagevisor-swift",
      dependencies: ["MessagevisorCLI"],
      swiftSettings: strict
    ),
    // Typed accessors and bundled datafiles at build time; `swift package messagevisor …`.
    .plugin(
      name: "MessagevisorPlugin", capability: .buildTool(), dependencies: ["messagevisor-swift"]),
    .plugin(
      name: "MessagevisorCommand",
      capability: .command(
        intent: .custom(verb: "messagevisor", description: "Run messagevisor-swift on a project")),
      dependencies: ["messagevisor-swift"]
    ),
    // Helpers shared by the test targets (not a product).
    .target(
      name: "MessagevisorTestSupport", dependencies: ["Messagevisor"],
      path: "Tests/MessagevisorTestSupport", swiftSettings: strict),
    .testTarget(
      name: "MessagevisorTests", dependencies: ["Messagevisor", "MessagevisorTestSupport"]),
    .testTarget(name: "MessagevisorICUTests", dependencies: ["MessagevisorICU"]),
    .testTarget(
      name: "MessagevisorInterpolationTests",
      dependencies: ["MessagevisorInterpolation"]
    ),
    .testTarget(
      name: "MessagevisorMissingTranslationsTests",
      dependencies: ["MessagevisorMissingTranslations", "MessagevisorTestSupport"]
    ),
    .testTarget(
      name: "MessagevisorRemoteTests",
      dependencies: ["MessagevisorRemote", "MessagevisorTestSupport"]
    ),
    .testTarget(
      name: "MessagevisorProjectTests",
      dependencies: ["MessagevisorProject", "MessagevisorTestSupport"]
    ),
    .testTarget(
      name: "MessagevisorCLITests",
      dependencies: ["MessagevisorCLI", "messagevisor-swift"],
      exclude: ["Xcode/Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// libFuzzer targets (Fuzz/README.md). They link only with `-sanitize=fuzzer` in a debug build,
// so they exist only when `make fuzz` sets MESSAGEVISOR_FUZZ=1.
if ProcessInfo.processInfo.environment["MESSAGEVISOR_FUZZ"] == "1" {
  package.targets.append(
    .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport", swiftSettings: strict))
  let fuzzers: [(name: String, dependencies: [Target.Dependency])] = [
    ("FuzzICU", ["Messagevisor", "MessagevisorICU"]),
    ("FuzzYAML", ["MessagevisorProject"]),
    ("FuzzDatafile", ["Messagevisor", "MessagevisorICU"]),
    ("FuzzConditions", ["Messagevisor"]),
    ("FuzzFormatting", ["Messagevisor"]),
  ]
  for fuzzer in fuzzers {
    package.targets.append(
      .executableTarget(
        name: fuzzer.name,
        dependencies: fuzzer.dependencies + ["FuzzSupport"],
        path: "Fuzz/\(fuzzer.name)",
        swiftSettings: strict
      )
    )
  }
}

// The sanitizer stages of .ci/run (and make tsan / make asan) test only the SDK core: with
// MESSAGEVISOR_SANITIZER_SCOPE=core the manifest keeps the targets those test targets need and
// drops the project compiler, the CLI, the other modules, the plugins and their tests, so a
// sanitizer build compiles less than half of the package's Swift lines (39k of 82k). Each
// sanitizer has its own scratch path.
if ProcessInfo.processInfo.environment["MESSAGEVISOR_SANITIZER_SCOPE"] == "core" {
  let kept: Set<String> = [
    "CMessagevisorICU", "Messagevisor", "MessagevisorICU", "MessagevisorTestSupport",
    "MessagevisorTests", "MessagevisorICUTests",
  ]
  package.targets.removeAll { !kept.contains($0.name) }
  package.products.removeAll { !kept.contains($0.name) }
}
