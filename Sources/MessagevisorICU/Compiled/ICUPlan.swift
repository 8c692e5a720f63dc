import Messagevisor

/// A compiled message's nodes and the storage they point into (built by `ICUPlanBuilder`).
///
/// Every body is a contiguous run of `nodes`: the top level is `root`, each branch of a
/// plural or select one run of its own, so the whole message is one array and rendering a
/// branch copies no array.
struct ICUPlan: Sendable {
  let nodes: [ICUPlanNode]
  /// The UTF-8 of every literal text, which `.text` nodes point into.
  let literals: [UInt8]
  let root: ICUPlanBody
  /// What the nodes' `Unmanaged` references point to, kept alive with the plan.
  let objects: [any Sendable & AnyObject]
}
