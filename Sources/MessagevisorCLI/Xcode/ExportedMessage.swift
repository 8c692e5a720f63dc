/// One message as export reads it from its file: what a catalog can carry.
struct ExportedMessage: Sendable {
  /// The message key.
  var key: String
  /// The description.
  var description: String?
  /// ICU text by locale, as authored (not inherited).
  var translations: [(String, String)]
  /// `translationStates.<locale>.status` by locale.
  var states: [String: String]
  /// Device override texts: device → locale → ICU text.
  var devices: [String: [String: String]]
  /// Overrides a catalog cannot hold, by key.
  var otherOverrides: [String]
  /// `meta.shouldTranslate`.
  var shouldTranslate: Bool

  /// Reads the fields export uses from a parsed message file.
  init(key: String, tree: YAMLTree) {
    self.key = key
    description = tree["description"]?.string
    translations = (tree["translations"]?.members ?? []).compactMap { member in
      member.1.string.map { (member.0, $0) }
    }
    var states: [String: String] = [:]
    for (locale, state) in tree["translationStates"]?.members ?? [] {
      if let status = state["status"]?.string { states[locale] = status }
    }
    self.states = states
    var devices: [String: [String: String]] = [:]
    var others: [String] = []
    for override in tree["overrides"]?.items ?? [] {
      let name = override["key"]?.string ?? "?"
      if let device = Self.device(override["conditions"]) {
        for (locale, text) in override["translations"]?.members ?? [] {
          if let text = text.string { devices[device, default: [:]][locale] = text }
        }
      } else {
        others.append(name)
      }
    }
    self.devices = devices
    otherOverrides = others
    if case .bool(let value)? = tree["meta"]?["shouldTranslate"] {
      shouldTranslate = value
    } else {
      shouldTranslate = true
    }
  }

  /// The device of a `device equals X` condition (alone or as a one-item list).
  static func device(_ conditions: YAMLTree?) -> String? {
    var condition = conditions
    if case .list(let items)? = conditions, items.count == 1 { condition = items[0] }
    guard let condition, condition["attribute"]?.string == "device",
      condition["operator"]?.string == "equals", condition.members.count == 3
    else { return nil }
    return condition["value"]?.string
  }
}
