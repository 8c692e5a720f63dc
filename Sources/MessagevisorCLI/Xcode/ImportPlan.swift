/// The files an import would write, and what it could not express.
struct ImportPlan: Sendable, Equatable {
  /// One file to write.
  struct File: Sendable, Equatable {
    /// The path relative to the project root.
    var path: String
    /// The full new contents.
    var contents: String
    /// What writing it does.
    var change: Change
  }

  /// What happens to a file.
  enum Change: String, Sendable, Equatable {
    case create
    case update
    case unchanged
  }

  /// Every file the import owns, sorted by path.
  var files: [File]
  /// `warning: …` texts, each naming a key.
  var warnings: [String]

  /// The files that would change.
  var changes: [File] { files.filter { $0.change != .unchanged } }
}
