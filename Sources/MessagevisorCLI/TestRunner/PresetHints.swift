import Messagevisor
import MessagevisorICU

/// Names the format presets a message uses that neither the datafile nor the assertion defines.
///
/// An unknown preset name is not an error for the SDK: `{d, time, name}` falls back to the
/// default skeleton and `{n, number, name}` to a plain decimal, with no diagnostic (as the
/// spec asks). A fixture written against presets that were later renamed or removed then
/// fails with output that only looks wrong, so a failing assertion says which names resolved
/// to nothing.
struct PresetHints {
  let datafile: DatafileContent
  /// The assertion's own `formats`, merged over the datafile's by the SDK.
  let formats: FormatPresets?

  /// One line per undefined preset the texts use, in order of first use.
  func hints(for texts: [String]) -> [String] {
    var seen = Set<String>()
    var result: [String] = []
    for text in texts {
      guard let message = try? ICUMessage.parse(text) else { continue }
      for (family, name) in Self.namedStyles(message) where !isDefined(name, in: family) {
        guard seen.insert(family.rawValue + "/" + name).inserted else { continue }
        result.append(
          "hint: no \(family.rawValue) preset '\(name)' in the \(datafile.locale) datafile "
            + "or the assertion's formats, so the SDK used its default \(family.rawValue) format")
      }
    }
    return result
  }

  /// The texts a `message` assertion can resolve to: the base translation and every override.
  static func texts(key: String, in datafile: DatafileContent) -> [String] {
    let base = datafile.translations[key].map { [$0] } ?? []
    let overrides = datafile.messages[key]?.overrides?.map(\.translation) ?? []
    return base + overrides
  }

  private func isDefined(_ name: String, in family: FormatFamily) -> Bool {
    if formats?[family: family]?[name] != nil { return true }
    return datafile.formats?[family: family]?[name] != nil
  }

  /// Every `{x, number|date|time, name}` of the message whose name is no built-in style,
  /// branches included, in source order.
  private static func namedStyles(_ message: ICUMessage) -> [(FormatFamily, String)] {
    message.arguments().compactMap { argument in
      guard case .named(let name) = argument.style, let family = family(argument.kind),
        !ICUBuiltinStyles.contains(name, kind: argument.kind)
      else { return nil }
      return (family, name)
    }
  }

  private static func family(_ kind: ICUArgumentKind) -> FormatFamily? {
    switch kind {
    case .number: return .number
    case .date: return .date
    case .time: return .time
    default: return nil
    }
  }
}
