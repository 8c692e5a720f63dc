#if canImport(CMessagevisorICU)
  import CMessagevisorICU
  import Foundation

  /// The ICU engine: ECMA-402 options mapped onto the C API of the toolchain's ICU.
  ///
  /// Each family lives in its own extension (`ICUEngine+Numbers`, `+Dates`, `+Text`). ICU
  /// handles are cached per locale and resolved options in bounded caches and are never used
  /// by two threads at once.
  package struct ICUEngine: FormattingEngine {
    package init() {}
  }
#endif
