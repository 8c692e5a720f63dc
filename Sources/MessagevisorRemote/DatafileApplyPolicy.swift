/// How a loaded datafile combines with the one the SDK already holds for its locale.
public enum DatafileApplyPolicy: Sendable, Equatable {
  /// The loaded datafile replaces the stored one: keys removed on the server disappear.
  case replace
  /// The loaded datafile is merged into the stored one (`setDatafile(_:replace: false)`).
  case merge
}
