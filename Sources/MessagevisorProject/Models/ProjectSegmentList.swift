import Foundation
import Messagevisor

/// One segment of `list --segments --json` (§5).
struct ProjectSegmentEntry: Codable, Sendable, Hashable {
  /// The segment key.
  var key: String
  /// The authored description (matrix-substituted).
  var description: String?
  /// True when the segment is archived (it never matches).
  var archived: Bool?
  /// The conditions exactly as authored (not stringified or specialized).
  var conditions: Condition

  /// Creates an entry.
  init(
    key: String, description: String? = nil, archived: Bool? = nil, conditions: Condition
  ) {
    self.key = key
    self.description = description
    self.archived = archived
    self.conditions = conditions
  }

  /// The core SDK segment.
  var segment: Segment {
    Segment(key: key, archived: archived, conditions: conditions)
  }
}

/// The segments of a project as listed by `list --segments --json`, decodable from native and
/// JS output alike (a top-level JSON array).
package struct ProjectSegmentList: Codable, Sendable, Hashable {
  /// Entries in key order.
  var entries: [ProjectSegmentEntry]

  /// Creates a list.
  init(entries: [ProjectSegmentEntry]) {
    self.entries = entries
  }

  /// The SDK segments by key, for an evaluation data provider.
  package var segmentsByKey: [String: Segment] {
    var result: [String: Segment] = [:]
    for entry in entries {
      result[entry.key] = entry.segment
    }
    return result
  }

  /// Decodes the JSON array printed by `list --segments --json`.
  static func decode(from json: String) throws -> ProjectSegmentList {
    try JSONDecoder().decode(ProjectSegmentList.self, from: Data(json.utf8))
  }

  /// Decodes a top-level array.
  package init(from decoder: any Decoder) throws {
    entries = try [ProjectSegmentEntry](from: decoder)
  }

  /// Encodes a top-level array.
  package func encode(to encoder: any Encoder) throws {
    try entries.encode(to: encoder)
  }
}
