/// Condition and segment trees with their JSON-text parts decoded ahead of time.
///
/// Datafiles may store an override's conditions or segments as JSON text; evaluating such a
/// tree decodes the text (through a cache keyed by the text) on every call. A stored override
/// is decoded once, when its datafile is stored, into a tree that evaluates the same way.
extension Condition {
  /// The same condition with every `.string` member decoded; a text that is not a JSON
  /// condition becomes an empty `or`, which never holds, as the text would not.
  package func decodingStoredText() -> Condition {
    switch self {
    case .all, .predicate:
      return self
    case .string(let text):
      guard let nested = StringifiedJSON.decode(Condition.self, from: text) else {
        return .or([])
      }
      return nested.decodingStoredText()
    case .list(let members):
      return .list(members.map { $0.decodingStoredText() })
    case .and(let members):
      return .and(members.map { $0.decodingStoredText() })
    case .or(let members):
      return .or(members.map { $0.decodingStoredText() })
    case .not(let members):
      return .not(members.map { $0.decodingStoredText() })
    }
  }
}

extension Condition {
  /// True when some predicate of this (decoded) tree tests a feature flag or an experiment,
  /// so evaluating it needs the flag and variation resolvers.
  package var asksResolvers: Bool {
    switch self {
    case .all, .string:
      return false
    case .predicate(let predicate):
      return predicate.feature != nil || predicate.experiment != nil
    case .list(let members), .and(let members), .or(let members), .not(let members):
      return members.contains { $0.asksResolvers }
    }
  }
}

extension GroupSegment {
  /// The same group with every key that holds a JSON group decoded; other keys stay segment
  /// keys, looked up when the group is evaluated.
  package func decodingStoredText() -> GroupSegment {
    switch self {
    case .all:
      return self
    case .key(let key):
      guard let nested = StringifiedJSON.decode(GroupSegment.self, from: key) else {
        return self
      }
      return nested.decodingStoredText()
    case .list(let members):
      return .list(members.map { $0.decodingStoredText() })
    case .and(let members):
      return .and(members.map { $0.decodingStoredText() })
    case .or(let members):
      return .or(members.map { $0.decodingStoredText() })
    case .not(let members):
      return .not(members.map { $0.decodingStoredText() })
    }
  }
}

extension GroupSegment {
  /// True when this (decoded) group references one of `askingSegments`, the keys of the
  /// segments whose conditions ask the resolvers (`Segment.asksResolvers`).
  package func asksResolvers(askingSegments: Set<String>) -> Bool {
    switch self {
    case .all:
      return false
    case .key(let key):
      return askingSegments.contains(key)
    case .list(let members), .and(let members), .or(let members), .not(let members):
      return members.contains { $0.asksResolvers(askingSegments: askingSegments) }
    }
  }
}

extension Segment {
  /// True when evaluating the segment may call the flag or variation resolver. An archived
  /// segment never matches, so it asks nothing.
  package var asksResolvers: Bool {
    archived != true && conditions.decodingStoredText().asksResolvers
  }
}
