#if canImport(CMessagevisorICU)
  import CMessagevisorICU
#endif

/// Whether this build has the ICU engine (Linux, linked with `lib_FoundationICU`).
enum ICUEngineAvailability {
  #if canImport(CMessagevisorICU)
    static let isAvailable = true
    static var engine: any FormattingEngine { ICUEngine() }

    /// ICU's version and its CLDR version ("76.1", "46.0").
    static var versions: (icu: String, cldr: String)? {
      var icu: [UInt8] = [0, 0, 0, 0]
      var cldr: [UInt8] = [0, 0, 0, 0]
      var status: MVUErrorCode = 0
      swift_u_getVersion(&icu)
      swift_ulocdata_getCLDRVersion(&cldr, &status)
      guard status <= 0 else { return nil }
      return ("\(icu[0]).\(icu[1])", "\(cldr[0]).\(cldr[1])")
    }
  #else
    static let isAvailable = false
    static var engine: any FormattingEngine { FoundationEngine() }
    static var versions: (icu: String, cldr: String)? { nil }
  #endif
}
