/// `--withIcuModule`, `--withInterpolationModule`: modules installed besides the project's own.
struct ModuleOptions: ParsableOptions {
  @Flag("withIcuModule", help: "Install the ICU MessageFormat module")
  var withIcuModule: Bool

  @Flag("withInterpolationModule", help: "Install the {name} interpolation module")
  var withInterpolationModule: Bool

  /// An SDK factory with these modules and the ones the project configures.
  func factory(configured: [String]) -> SDKFactory {
    SDKFactory(
      configured: configured, withIcu: withIcuModule, withInterpolation: withInterpolationModule)
  }
}
