import Foundation

/// What kind of item a path names, as `lstat` (or `stat`) reports it.
///
/// Discovery decides from this alone: folders are walked, regular files may be sources, and
/// anything else inside an entity folder is refused rather than skipped.
package enum FileKind: Sendable, Hashable, CustomStringConvertible {
  /// A regular file.
  case regular
  /// A folder.
  case directory
  /// A symbolic link (only seen when links are not followed).
  case symbolicLink
  /// A named pipe.
  case fifo
  /// A Unix domain socket.
  case socket
  /// A character device such as `/dev/zero`.
  case characterDevice
  /// A block device.
  case blockDevice
  /// A type the platform reports that none of the above covers.
  case unknown

  /// Classifies the `st_mode` of a `stat` result.
  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .directory
    case S_IFLNK: self = .symbolicLink
    case S_IFIFO: self = .fifo
    case S_IFSOCK: self = .socket
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    default: self = .unknown
    }
  }

  /// The kind with its article, for messages: `a folder`, `a FIFO (named pipe)`.
  package var description: String {
    switch self {
    case .regular: return "a file"
    case .directory: return "a folder"
    case .symbolicLink: return "a symbolic link"
    case .fifo: return "a FIFO (named pipe)"
    case .socket: return "a socket"
    case .characterDevice: return "a character device"
    case .blockDevice: return "a block device"
    case .unknown: return "neither a file nor a folder"
    }
  }
}
