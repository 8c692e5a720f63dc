import Messagevisor
import MessagevisorProject

/// What every assertion evaluation shares in one run.
struct AssertionContext: Sendable {
  /// `--target`, else `swift`, else the only target; nil when the project has no default.
  let defaultTarget: String?
  let normalizeSpaces: Bool
  let datafiles: BuiltDatafileCache
  let segments: SegmentCatalog
  let factory: SDKFactory
  let expectations: ExpectationResolver
  /// Spec files and assertion lines, for reports.
  var locations = SpecLocation.Table(sources: [:], currentDirectory: "/")
  /// Finds the YAML position of a translation with invalid ICU syntax.
  var icuLocator = ICUFailureLocator(source: nil, currentDirectory: "/")
}
