/// The segment reference tree of an override.
public indirect enum GroupSegment: Hashable, Sendable {
  /// `"*"`: always true.
  case all
  /// A segment key (or a stringified JSON group).
  case key(String)
  /// An implicit `and` over a JSON array.
  case list([GroupSegment])
  /// All must hold.
  case and([GroupSegment])
  /// Any must hold.
  case or([GroupSegment])
  /// The conjunction of the members must not hold.
  case not([GroupSegment])
}

extension GroupSegment: Codable {
  private enum GroupKey: String, CodingKey {
    case and
    case or
    case not
  }

  /// Decodes a string, an array or an `and`/`or`/`not` object; anything else fails.
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.singleValueContainer(),
      let text = try? container.decode(String.self)
    {
      self = text == "*" ? .all : .key(text)
      return
    }
    if let list = try? [GroupSegment](from: decoder) {
      self = .list(list)
      return
    }
    let keyed = try decoder.container(keyedBy: GroupKey.self)
    if keyed.contains(.and) {
      self = .and(try keyed.decode([GroupSegment].self, forKey: .and))
    } else if keyed.contains(.or) {
      self = .or(try keyed.decode([GroupSegment].self, forKey: .or))
    } else if keyed.contains(.not) {
      self = .not(try keyed.decode([GroupSegment].self, forKey: .not))
    } else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "Invalid group segment")
      )
    }
  }

  /// Encodes the shape it was decoded from.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .all:
      var container = encoder.singleValueContainer()
      try container.encode("*")
    case .key(let key):
      var container = encoder.singleValueContainer()
      try container.encode(key)
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
