import Foundation

/// A condition tree of an override or segment, as stored in a datafile.
public indirect enum Condition: Hashable, Sendable {
  /// `"*"`: always true.
  case all
  /// Any other string, kept raw; it may hold a stringified JSON condition.
  case string(String)
  /// One attribute, feature or experiment test.
  case predicate(ConditionPredicate)
  /// An implicit `and` over a JSON array.
  case list([Condition])
  /// All must hold.
  case and([Condition])
  /// Any must hold.
  case or([Condition])
  /// The conjunction of the members must not hold.
  case not([Condition])
}

extension Condition: Codable {
  private enum GroupKey: String, CodingKey {
    case and
    case or
    case not
  }

  /// Decodes a string, an array, an `and`/`or`/`not` object or a predicate, in that order.
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.singleValueContainer(),
      let text = try? container.decode(String.self)
    {
      self = text == "*" ? .all : .string(text)
      return
    }
    if let list = try? [Condition](from: decoder) {
      self = .list(list)
      return
    }
    let keyed = try decoder.container(keyedBy: GroupKey.self)
    if keyed.contains(.and) {
      self = .and(try keyed.decode([Condition].self, forKey: .and))
    } else if keyed.contains(.or) {
      self = .or(try keyed.decode([Condition].self, forKey: .or))
    } else if keyed.contains(.not) {
      self = .not(try keyed.decode([Condition].self, forKey: .not))
    } else {
      self = .predicate(try ConditionPredicate(from: decoder))
    }
  }

  /// Encodes the shape it was decoded from.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .all:
      var container = encoder.singleValueContainer()
      try container.encode("*")
    case .string(let text):
      var container = encoder.singleValueContainer()
      try container.encode(text)
    case .predicate(let predicate):
      try predicate.encode(to: encoder)
    case .list(let members):
      try members.encode(to: encoder)
    case .and(let members):
      var container = encoder.container(keyedBy: GroupKey.self)
      try container.encode(members, forKey: .and)
    case .or(let members):
      var container = encoder.container(keyedBy: GroupKey.self)
      try container.encode(members, forKey: .or)
    case .not(let members):
      var container = encoder.container(keyedBy: GroupKey.self)
      try container.encode(members, forKey: .not)
    }
  }
}
