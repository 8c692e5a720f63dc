import Messagevisor

/// Converts a compiled datafile object into the core `DatafileContent` model without a JSON
/// round trip.
enum DatafileConversion {
  static func content(_ object: JSONObject) -> DatafileContent {
    var content = DatafileContent(locale: object["locale"]?.stringValue ?? "")
    content.schemaVersion = object["schemaVersion"]?.stringValue ?? "1"
    content.messagevisorVersion = object["messagevisorVersion"]?.stringValue ?? ""
    content.revision = object["revision"]?.stringValue ?? ""
    content.target = object["target"]?.stringValue ?? ""
    content.direction = object["direction"]?.stringValue
    content.formats = object["formats"].map(formatPresets)
    for member in object["segments"]?.objectValue ?? JSONObject() {
      let segment = member.value.objectValue ?? JSONObject()
      content.segments[member.key] = Segment(
        archived: segment["archived"].flatMap(boolValue),
        conditions: condition(segment["conditions"] ?? .string("*")))
    }
    for member in object["messages"]?.objectValue ?? JSONObject() {
      content.messages[member.key] = message(member.value.objectValue ?? JSONObject())
    }
    for member in object["translations"]?.objectValue ?? JSONObject() {
      content.translations[member.key] = member.value.stringValue ?? ""
    }
    return content
  }

  private static func message(_ object: JSONObject) -> DatafileMessage {
    var message = DatafileMessage()
    message.deprecated = object["deprecated"].flatMap(boolValue)
    message.deprecationWarning = object["deprecationWarning"]?.stringValue
    message.meta = object["meta"]?.objectValue.map(valueMap)
    message.overrides = object["overrides"]?.arrayValue.map { items in
      items.map { item in
        let override = item.objectValue ?? JSONObject()
        return MessageOverride(
          key: override["key"]?.stringValue ?? "",
          conditions: override["conditions"].map(condition),
          segments: override["segments"].map(group),
          translation: override["translation"]?.stringValue ?? "")
      }
    }
    return message
  }

  private static func boolValue(_ value: JSONValue) -> Bool? {
    if case .bool(let flag) = value { return flag }
    return nil
  }

  /// The core value of a JSON value; integral numbers within ±2^53 become `.int`.
  static func value(_ json: JSONValue) -> MessagevisorValue {
    switch json {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .number(let number):
      if number.rounded() == number, abs(number) <= 9_007_199_254_740_992 {
        return .int(Int(number))
      }
      return .double(number)
    case .string(let text): return .string(text)
    case .array(let items): return .array(items.map(value))
    case .object(let object): return .object(valueMap(object))
    }
  }

  static func valueMap(_ object: JSONObject) -> [String: MessagevisorValue] {
    var result: [String: MessagevisorValue] = [:]
    for member in object {
      result[member.key] = value(member.value)
    }
    return result
  }

  private static func formatPresets(_ json: JSONValue) -> FormatPresets {
    var presets = FormatPresets()
    for family in json.objectValue ?? JSONObject() {
      guard let kind = FormatFamily(rawValue: family.key) else { continue }
      var styles: [String: FormatOptions] = [:]
      for style in family.value.objectValue ?? JSONObject() {
        styles[style.key] = valueMap(style.value.objectValue ?? JSONObject())
      }
      presets[family: kind] = styles
    }
    return presets
  }

  /// Decodes a condition as the core `Condition` decoder would.
  static func condition(_ json: JSONValue) -> Condition {
    switch json {
    case .string(let text): return text == "*" ? .all : .string(text)
    case .array(let items): return .list(items.map(condition))
    case .object(let object):
      if let items = object["and"]?.arrayValue { return .and(items.map(condition)) }
      if let items = object["or"]?.arrayValue { return .or(items.map(condition)) }
      if let items = object["not"]?.arrayValue { return .not(items.map(condition)) }
      return .predicate(predicate(object))
    default: return .string(JSONWriter.compact(json))
    }
  }

  private static func predicate(_ object: JSONObject) -> ConditionPredicate {
    var predicate = ConditionPredicate(
      attribute: "", operator: object["operator"]?.stringValue ?? "")
    predicate.attribute = object["attribute"]?.stringValue
    predicate.feature = object["feature"]?.stringValue
    predicate.experiment = object["experiment"]?.stringValue
    predicate.value = object["value"].map(value)
    predicate.regexFlags = object["regexFlags"]?.stringValue
    return predicate
  }

  /// Decodes a group segment as the core `GroupSegment` decoder would.
  static func group(_ json: JSONValue) -> GroupSegment {
    switch json {
    case .string(let text): return text == "*" ? .all : .key(text)
    case .array(let items): return .list(items.map(group))
    case .object(let object):
      if let items = object["and"]?.arrayValue { return .and(items.map(group)) }
      if let items = object["or"]?.arrayValue { return .or(items.map(group)) }
      return .not((object["not"]?.arrayValue ?? []).map(group))
    default: return .key(JSONWriter.compact(json))
    }
  }
}
