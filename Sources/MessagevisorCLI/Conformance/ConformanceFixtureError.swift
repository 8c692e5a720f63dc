import MessagevisorProject

/// Why a conformance fixture cannot be run; every case names the file.
enum ConformanceFixtureError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read (missing, a folder, no permission).
  case unreadable(path: String, FileProblem)
  /// The file is not a JSON object.
  case invalidJSON(path: String, reason: String)
  /// `fixtureVersion` is absent or not the supported version.
  case unsupportedVersion(path: String, found: Double?)
  /// An object does not have exactly the expected keys.
  case unexpectedKeys(path: String, object: String, missing: [String], extra: [String])
  /// A section does not have the expected shape.
  case invalidShape(path: String, reason: String)

  /// The file the error is about.
  var path: String {
    switch self {
    case .unreadable(let path, _), .invalidJSON(let path, _), .unsupportedVersion(let path, _),
      .unexpectedKeys(let path, _, _, _), .invalidShape(let path, _):
      return path
    }
  }

  /// One line naming the file and the problem: `cannot read PATH: reason` when it could not be
  /// read, else `invalid conformance fixture PATH: problem`.
  var description: String {
    if case .unreadable(let path, let problem) = self { return problem.message(path: path) }
    return "invalid conformance fixture \(path): \(problem)"
  }

  private var problem: String {
    switch self {
    case .unreadable(let path, let problem):
      return problem.message(path: path)
    case .invalidJSON(_, let reason):
      return "not a JSON object (\(reason))"
    case .unsupportedVersion(_, let found):
      let shown = found.map { FixtureJSON.number($0).jsonText } ?? "absent"
      return "fixtureVersion is \(shown), expected \(ConformanceFixture.supportedVersion)"
    case .unexpectedKeys(_, let object, let missing, let extra):
      var parts: [String] = []
      if !missing.isEmpty { parts.append("missing " + missing.joined(separator: ", ")) }
      if !extra.isEmpty { parts.append("unexpected " + extra.joined(separator: ", ")) }
      return "\(object) keys differ: " + parts.joined(separator: "; ")
    case .invalidShape(_, let reason):
      return "unexpected shape: \(reason)"
    }
  }
}
