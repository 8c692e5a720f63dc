import Foundation
import MessagevisorProject

/// Reads and writes the files a user names on the command line (`--cases`, `--fixture`,
/// `--datafile`, `--snapshot`, `--junit`, `--report-json`, `--output`, …).
///
/// Every failure names the path and the system's reason, worded as the project loader words
/// its own (`FileProblem`): `cannot read /x.json: No such file or directory` is bad data
/// (exit 65), like a missing project folder; `cannot write /tmp: Is a directory` is exit 73,
/// an output that cannot be created. No Foundation error text reaches the user.
enum NamedFile {
  /// `path` made absolute against the console's working folder.
  static func absolute(_ path: String, console: Console) -> String {
    ProjectFileSystem.absolute(path, under: console.currentDirectory)
  }

  /// `path` made absolute against the console's working folder, then standardized.
  static func standardized(_ path: String, console: Console) -> String {
    standardized(path, under: console.currentDirectory)
  }

  /// `path` made absolute under `root`, with `.` and `..` resolved and no trailing slash.
  ///
  /// Purely textual (links are not followed), and the same whether `path` was given absolute or
  /// relative: `/a/b/../c` and `b/../c` under `/a` are both `/a/c`.
  static func standardized(_ path: String, under root: String) -> String {
    URL(fileURLWithPath: ProjectFileSystem.absolute(path, under: root)).standardizedFileURL.path
  }

  /// The bytes of the regular file at `path`; a folder, a special file or a failed read is bad
  /// data naming the path.
  static func read(_ path: String) throws(CLIError) -> Data {
    do {
      return try contents(of: path)
    } catch {
      throw .badData(error.message(path: path))
    }
  }

  /// Refuses a folder named on the command line (`--expectedByRuntimeDirectory`) that is
  /// missing, not a folder or cannot be looked at: bad data naming the path and the system's
  /// reason, like a file that cannot be read (`cannot read /x: No such file or directory`,
  /// `cannot read /x.json: Not a directory`).
  static func requireFolder(_ path: String) throws(CLIError) {
    let kind: FileKind?
    do {
      kind = try FileSystemCalls.kind(of: path, followingLinks: true)
    } catch {
      throw .badData(readProblem(error).message(path: path))
    }
    guard let kind else { throw .badData(FileProblem.system(errno: ENOENT).message(path: path)) }
    guard kind == .directory else {
      throw .badData(FileProblem.system(errno: ENOTDIR).message(path: path))
    }
  }

  /// The bytes of the regular file at `path`, or why they cannot be read.
  static func contents(of path: String) throws(FileProblem) -> Data {
    do {
      return Data(try FileSystemCalls.contents(of: path))
    } catch {
      throw readProblem(error)
    }
  }

  /// Replaces the file at `path` with `text` (through a temporary file, so readers never see
  /// half of it), creating missing parent folders.
  static func write(_ text: String, to path: String) throws(CLIError) {
    do {
      try FileSystemCalls.replace(path, with: Array(text.utf8))
    } catch {
      throw .cannotWrite(writeProblem(error).message(path: path))
    }
  }

  /// Writes `text` to `path` (made absolute against the console's working folder).
  static func write(_ text: String, to path: String, console: Console) throws(CLIError) {
    try write(text, to: absolute(path, console: console))
  }

  /// Writes `text` to the file `output` names, or prints it when there is none or it is `-`.
  static func write(_ text: String, toOutput output: String?, console: Console) throws(CLIError) {
    guard let output, output != "-" else {
      console.write(text)
      return
    }
    try write(text, to: output, console: console)
  }

  /// Adds `text` to the end of the file at `path` (created when missing); the reason it could
  /// not (`Is a directory`), or nil.
  static func append(_ text: String, to path: String) -> String? {
    do {
      try FileSystemCalls.append(Array(text.utf8), to: path)
      return nil
    } catch {
      switch error {
      case .system(let code): return FileSystemCalls.describe(errno: code)
      case .notRegular(let kind): return "it is \(kind), not a file"
      }
    }
  }

  /// A folder reads as `EISDIR` (`cannot read /tmp: Is a directory`), like a folder written to.
  private static func readProblem(_ failure: FileSystemCalls.Failure) -> FileProblem {
    switch failure {
    case .system(let code): return .system(errno: code)
    case .notRegular(.directory): return .system(errno: EISDIR)
    case .notRegular(let kind): return .notAFile(kind)
    }
  }

  private static func writeProblem(_ failure: FileSystemCalls.Failure) -> FileProblem {
    switch failure {
    case .system(let code): return .unwritable(errno: code)
    case .notRegular(let kind): return .notAFile(kind)
    }
  }
}
