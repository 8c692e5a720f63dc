#if canImport(CMessagevisorICU)
  import CMessagevisorICU

  /// One ICU locale display-names object (`ULocaleDisplayNames`), closed when released.
  final class ICUDisplayNamesHandle {
    private let handle: OpaquePointer?
    private let openStatus: MVUErrorCode

    /// Opens display names for the ICU locale `locale` with `UDisplayContext` values.
    init(locale: String, contexts: [Int32]) {
      var status: MVUErrorCode = 0
      var values = contexts
      handle = swift_uldn_openForContext(locale, &values, Int32(values.count), &status)
      openStatus = status
    }

    deinit {
      if let handle {
        swift_uldn_close(handle)
      }
    }

    /// What kind of code a name is asked for.
    enum Kind {
      case locale
      case script
      case region
      case keyValue(String)
    }

    /// The name of `code`; "" when ICU has none (and substitution is off).
    func name(of code: String, kind: Kind) throws -> String {
      guard let handle, openStatus <= 0 else {
        throw ICUText.failure("uldn_openForContext", openStatus > 0 ? openStatus : 1)
      }
      var failure: ICUText.Failure?
      var text = ""
      do {
        text = try ICUText.read("uldn_displayName") { buffer, capacity, status in
          Self.write(handle, code, kind, buffer, capacity, &status)
        }
      } catch {
        failure = error
      }
      if let failure, failure.code != "U_ILLEGAL_ARGUMENT_ERROR" {
        throw failure
      }
      return text
    }

    private static func write(
      _ handle: OpaquePointer,
      _ code: String,
      _ kind: Kind,
      _ buffer: UnsafeMutablePointer<MVUChar>,
      _ capacity: Int32,
      _ status: inout MVUErrorCode
    ) -> Int32 {
      switch kind {
      case .locale:
        return swift_uldn_localeDisplayName(handle, code, buffer, capacity, &status)
      case .script:
        return swift_uldn_scriptDisplayName(handle, code, buffer, capacity, &status)
      case .region:
        return swift_uldn_regionDisplayName(handle, code, buffer, capacity, &status)
      case .keyValue(let key):
        return swift_uldn_keyValueDisplayName(handle, key, code, buffer, capacity, &status)
      }
    }
  }
#endif
