import Messagevisor
import MessagevisorProject

/// What every assertion evaluation shares in one run.
struct AssertionContext: Sendable {
  let defaultTarget: String
  let normalizeSpaces: Bool
  let datafiles: DatafileCache
  let segments: SegmentCatalog
  let factory: SDKFactory
  let expectations: ExpectationResolver
}
