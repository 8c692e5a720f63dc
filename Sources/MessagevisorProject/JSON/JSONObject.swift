/// An insertion-ordered JSON object.
///
/// Assigning an existing key replaces the value in place (its position is kept), as a
/// JavaScript property assignment does. Lookups are linear: project objects are small.
package struct JSONObject: Hashable, Sendable, Sequence {
  /// One member of the object.
  package struct Member: Hashable, Sendable {
    var key: String
    var value: JSONValue
  }

  private(set) var members: [Member]

  /// Creates an empty object.
  init() {
    members = []
  }

  /// Creates an object from ordered pairs; a repeated key keeps its first position.
  init(_ pairs: [(String, JSONValue)]) {
    members = []
    members.reserveCapacity(pairs.count)
    for (key, value) in pairs {
      self[key] = value
    }
  }

  /// The member keys in order.
  var keys: [String] { members.map(\.key) }

  /// The number of members.
  var count: Int { members.count }

  /// True when the object has no members.
  var isEmpty: Bool { members.isEmpty }

  /// Reads, replaces, appends or (with nil) removes a member.
  subscript(key: String) -> JSONValue? {
    get {
      members.first { $0.key == key }?.value
    }
    set {
      let index = members.firstIndex { $0.key == key }
      switch (index, newValue) {
      case (let index?, let value?): members[index].value = value
      case (let index?, nil): members.remove(at: index)
      case (nil, let value?): members.append(Member(key: key, value: value))
      case (nil, nil): break
      }
    }
  }

  /// Appends a member whose key the caller knows is not present yet (no lookup).
  mutating func appendNew(_ key: String, _ value: JSONValue) {
    members.append(Member(key: key, value: value))
  }

  /// True when the key is present.
  func contains(_ key: String) -> Bool {
    members.contains { $0.key == key }
  }

  /// Iterates the members in order.
  package func makeIterator() -> IndexingIterator<[Member]> {
    members.makeIterator()
  }

  /// A copy without the given keys.
  func removing(_ keys: Set<String>) -> JSONObject {
    var copy = self
    copy.members.removeAll { keys.contains($0.key) }
    return copy
  }
}
