#if canImport(CMessagevisorICU)
  import CMessagevisorICU

  /// `Intl.ListFormat` on ICU: `type` conjunction/disjunction/unit and `style`
  /// long/short/narrow.
  enum ICUListFormat {
    /// A list formatter's configuration.
    struct Key: Hashable, Sendable {
      var locale: String
      var type: Int32
      var width: Int32
    }

    /// An option value the list formatter does not know.
    struct UnknownOption: Error, Equatable {
      /// The option's name (`type` or `style`).
      var option: String
      /// The value as given.
      var value: String
    }

    private static let pools = BoundedCache<Key, FormatterPool<ICUListHandle>>(capacity: 100)

    /// The formatter configuration for `options`; unknown values are listed in `unknown`
    /// and the default (conjunction, long) is used for them.
    static func key(
      options: FormatOptions,
      locale: String,
      unknown: inout [UnknownOption]
    ) -> Key {
      let types = [
        "conjunction": MV_ULISTFMT_TYPE_AND, "disjunction": MV_ULISTFMT_TYPE_OR,
        "unit": MV_ULISTFMT_TYPE_UNITS,
      ]
      let widths = [
        "long": MV_ULISTFMT_WIDTH_WIDE, "short": MV_ULISTFMT_WIDTH_SHORT,
        "narrow": MV_ULISTFMT_WIDTH_NARROW,
      ]
      let type = choice("type", options, types, unknown: &unknown) ?? MV_ULISTFMT_TYPE_AND
      let width = choice("style", options, widths, unknown: &unknown) ?? MV_ULISTFMT_WIDTH_WIDE
      return Key(locale: ICULocaleID.make(locale), type: type, width: width)
    }

    /// Formats `values` with the formatter for `key`; `label` names constructions.
    static func format(_ values: [String], key: Key, label: String) throws -> String {
      let pool = pools.value(for: key) {
        FormatterPool(statisticsLabel: label) {
          ICUListHandle(locale: key.locale, type: key.type, width: key.width)
        }
      }
      return try pool.withFormatter { try $0.format(values) }
    }

    private static func choice(
      _ name: String,
      _ options: FormatOptions,
      _ values: [String: Int32],
      unknown: inout [UnknownOption]
    ) -> Int32? {
      guard let option = options[name], option != .null else {
        return nil
      }
      guard let text = option.stringValue, let value = values[text] else {
        unknown.append(UnknownOption(option: name, value: option.displayValue))
        return nil
      }
      return value
    }
  }
#endif
