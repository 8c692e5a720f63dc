import Foundation
import MessagevisorProject

/// The specs a `test` run evaluates: the listed ones, narrowed by `--locale` and `--shard`.
///
/// The locale filter keeps whole specs and skips the other assertions when evaluating, so
/// assertion numbers and overlay indexes stay as listed. Each step remembers what it started from,
/// so an empty run can say which filter selected nothing.
struct TestSelection: Sendable {
  /// What narrowed the selection to nothing, for the empty-run message.
  enum Step: Sendable, Equatable {
    case listed
    case locale
    case shard
  }

  /// The specs to evaluate.
  let specs: [ProjectTestSpec]
  /// Specs the source listed (after `--keyPattern`).
  let listedCount: Int
  /// Specs left after the locale filter.
  let localeCount: Int
  /// The `--locale` list, when given.
  let locales: [String]?
  /// The `--shard`, when given.
  let shard: Shard?
  private let localeSet: Set<String>?

  /// Narrows `listed` to the assertions of `locales`, then to `shard`.
  init(listed: [ProjectTestSpec], locales: [String]?, shard: Shard?) {
    listedCount = listed.count
    self.locales = locales
    let wanted = locales.map { Set($0) }
    localeSet = wanted
    let filtered = listed.filter { spec in
      spec.assertions.contains { Self.includes($0, in: spec, locales: wanted) }
    }
    localeCount = filtered.count
    self.shard = shard
    specs = shard?.select(filtered) ?? filtered
  }

  /// The first step that left no specs, nil when some remain.
  var emptyStep: Step? {
    if listedCount == 0 { return .listed }
    if localeCount == 0 { return .locale }
    if specs.isEmpty { return .shard }
    return nil
  }

  /// Whether the locale filter keeps an assertion (its index and description stay as listed).
  func includes(_ assertion: ProjectAssertion, in spec: ProjectTestSpec) -> Bool {
    Self.includes(assertion, in: spec, locales: localeSet)
  }

  private static func includes(
    _ assertion: ProjectAssertion,
    in spec: ProjectTestSpec,
    locales: Set<String>?
  ) -> Bool {
    guard let locales else { return true }
    return (assertion.locale ?? spec.locale).map(locales.contains) ?? false
  }
}
