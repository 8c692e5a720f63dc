#if canImport(CMessagevisorICU)
  import CMessagevisorICU

  /// One open ICU resource bundle (`UResourceBundle`), closed when released.
  ///
  /// Reads ICU's raw locale data (list patterns, interval patterns, display-name tables) so
  /// that diagnostics such as the oracle's can print the data behind an output. Not used on
  /// any formatting path.
  final class ICUResourceBundle {
    private let handle: OpaquePointer

    private init(handle: OpaquePointer) {
      self.handle = handle
    }

    deinit {
      swift_ures_close(handle)
    }

    /// The bundle of `locale` (an ICU id) in the data tree `tree` (`lang`, `region`, `curr`;
    /// nil for the main tree); nil when ICU cannot open it.
    static func open(tree: String?, locale: String) -> ICUResourceBundle? {
      var status: MVUErrorCode = 0
      let package = tree.map { "icudt\(majorVersion)l-\($0)" }
      let base = String(locale.prefix { $0 != "@" })
      guard let handle = swift_ures_open(package, base, &status) else {
        return nil
      }
      guard status <= 0 else {
        swift_ures_close(handle)
        return nil
      }
      return ICUResourceBundle(handle: handle)
    }

    /// The child at the `/`-separated `path`, each key looked up through the locale's
    /// parents; nil when one is missing.
    func child(_ path: String) -> ICUResourceBundle? {
      var current = self
      for key in path.split(separator: "/") {
        var status: MVUErrorCode = 0
        guard let next = swift_ures_getByKeyWithFallback(current.handle, String(key), nil, &status)
        else {
          return nil
        }
        guard status <= 0 else {
          swift_ures_close(next)
          return nil
        }
        current = ICUResourceBundle(handle: next)
      }
      return current
    }

    /// The string at `path` (a string resource, or the item `index` of an array); nil when
    /// there is none.
    func string(_ path: String, index: Int32? = nil) -> String? {
      guard let resource = child(path) else {
        return nil
      }
      var status: MVUErrorCode = 0
      var length: Int32 = 0
      let units =
        index.map { swift_ures_getStringByIndex(resource.handle, $0, &length, &status) }
        ?? swift_ures_getString(resource.handle, &length, &status)
      guard let units, status <= 0 else {
        return nil
      }
      return ICUText.string(UnsafeBufferPointer(start: units, count: Int(length)))
    }

    /// The string members of a table, in ICU's (sorted) order, as (key, value).
    func strings() -> [(key: String, value: String)] {
      var members: [(key: String, value: String)] = []
      for index in 0..<swift_ures_getSize(handle) {
        var status: MVUErrorCode = 0
        guard let item = swift_ures_getByIndex(handle, index, nil, &status) else {
          continue
        }
        let member = ICUResourceBundle(handle: item)
        var length: Int32 = 0
        let units = swift_ures_getString(member.handle, &length, &status)
        guard status <= 0, let units, let key = swift_ures_getKey(member.handle) else {
          continue
        }
        let value = ICUText.string(UnsafeBufferPointer(start: units, count: Int(length)))
        members.append((String(cString: key), value))
      }
      return members
    }

    /// The locale the bundle's data actually comes from (`root` for inherited data).
    var actualLocale: String? {
      var status: MVUErrorCode = 0
      guard let name = swift_ures_getLocaleByType(handle, MV_ULOC_ACTUAL_LOCALE, &status),
        status <= 0
      else {
        return nil
      }
      return String(cString: name)
    }

    /// ICU's major version, which names its data packages (`icudt76l`).
    private static let majorVersion: Int = {
      var version: [UInt8] = [0, 0, 0, 0]
      swift_u_getVersion(&version)
      return Int(version[0])
    }()
  }
#endif
