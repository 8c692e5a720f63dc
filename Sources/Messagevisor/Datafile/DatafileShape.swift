import Foundation

/// Structural validation of raw datafile JSON before it is decoded.
enum DatafileShape {
  static let identityFields = ["schemaVersion", "messagevisorVersion", "revision", "target"]
  static let mapFields = ["segments", "messages", "translations"]

  /// True when the bytes hold a JSON object of the datafile shape.
  static func isValid(_ data: Data) -> Bool {
    guard
      let parsed = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
      let object = parsed as? [String: Any]
    else { return false }
    guard object["schemaVersion"] as? String == "1" else { return false }
    for field in identityFields where !isString(object[field]) {
      return false
    }
    guard let locale = object["locale"], isString(locale), let text = locale as? String,
      !text.isEmpty
    else { return false }
    for field in mapFields where !isObject(object[field]) {
      return false
    }
    if let formats = object["formats"], !isObject(formats) {
      return false
    }
    if let direction = object["direction"] {
      guard isString(direction), let text = direction as? String, text == "ltr" || text == "rtl"
      else { return false }
    }
    return true
  }

  private static func isString(_ value: Any?) -> Bool {
    guard let value else { return false }
    return value is String || value is NSString
  }

  private static func isObject(_ value: Any?) -> Bool {
    guard let value else { return false }
    return value is [String: Any]
  }
}
