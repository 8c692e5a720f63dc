/// How `setDatafile` combines a datafile with the one already stored for its locale.
///
/// `MessagevisorRemote`'s loader takes the same type (`DatafileLoaderOptions.policy`).
public enum DatafileApplyPolicy: Sendable, Equatable, CaseIterable {
  /// The new datafile replaces the stored one: entries it lacks disappear.
  case replace
  /// The new datafile is merged into the stored one by key; `setDatafile`'s default.
  case merge

  /// `replace` when `replace` is true, else `merge`: the policy of `setDatafile(_:replace:)`.
  public init(replace: Bool) {
    self = replace ? .replace : .merge
  }
}
