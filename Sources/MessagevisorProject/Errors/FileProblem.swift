/// Why an item in the project folder cannot be used as (or searched for) a project source, or
/// why a file named on the command line cannot be read or written.
///
/// Carried by `ProjectError.fileProblem` with the project-relative path. Discovery never skips
/// something that could be a source without saying so: each case is a refusal (exit 65). The
/// CLI words its own input and output files with the same cases.
package enum FileProblem: Error, Sendable, Hashable {
  /// A symbolic link inside an entity or sets folder; links there are never followed.
  /// `destination` is the link's text (nil when it could not be read).
  case symbolicLink(destination: String?)
  /// An item inside an entity or sets folder that is neither a regular file nor a folder.
  case specialFile(FileKind)
  /// A folder whose name ends in the source extension (`.yml` or `.json`).
  case folderNamedLikeSource(fileExtension: String)
  /// A path that must be a folder (the project, an entity folder) is something else.
  case notAFolder(FileKind)
  /// A path that must be a regular file (the config, a source, `REVISION`) is something else.
  case notAFile(FileKind)
  /// A system call failed; `errno` says why (e.g. `EACCES`, permission denied).
  case system(errno: Int32)
  /// Writing failed; `errno` says why (e.g. `EISDIR`, the path is a folder).
  case unwritable(errno: Int32)

  /// The sentence about `path`, e.g. `cannot read messages/a.yml: Permission denied`.
  package func message(path: String) -> String {
    switch self {
    case .symbolicLink(let destination):
      let target = destination.map { " (to \"\($0)\")" } ?? ""
      return "\(path) is a symbolic link\(target); links inside entity folders are not followed"
        + " (the JS CLI skips them): replace it with the file or folder itself"
    case .specialFile(let kind):
      return "\(path) is \(kind), not a file or folder; move it out of the project's entity folders"
    case .folderNamedLikeSource(let fileExtension):
      return "\(path) is a folder, but its name ends in \".\(fileExtension)\" like a source file;"
        + " rename it"
    case .notAFolder(let kind):
      return "\(path) is \(kind), not a folder"
    case .notAFile(let kind):
      return "\(path) is \(kind), not a file"
    case .system(let code):
      return "cannot read \(path): \(FileSystemCalls.describe(errno: code))"
    case .unwritable(let code):
      return "cannot write \(path): \(FileSystemCalls.describe(errno: code))"
    }
  }
}
