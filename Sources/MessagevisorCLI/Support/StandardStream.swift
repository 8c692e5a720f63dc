import Foundation
import Synchronization

/// Standard output or standard error, written with `write(2)`.
///
/// `FileHandle.write` traps when the stream is closed (`messagevisor-swift test >&-` crashed
/// with a Cocoa error); here the first failure is kept instead, later writes are skipped, and
/// the CLI reports it when the command ends (`problem`). Make it before anything opens a file:
/// a stream closed at launch is a failure from the start, and its number is held on
/// `/dev/null` so no file opened later (a report, an event queue) receives its text.
final class StandardStream: Sendable {
  /// The file descriptor, 1 or 2.
  let descriptor: Int32
  /// The stream's name in messages, e.g. `standard output`.
  let name: String
  private let failure = Mutex<Int32?>(nil)

  init(descriptor: Int32, name: String) {
    self.descriptor = descriptor
    self.name = name
    guard fcntl(descriptor, F_GETFD) == -1 else { return }
    let code = errno
    failure.withLock { $0 = code }
    let placeholder = open("/dev/null", O_WRONLY | O_CLOEXEC)
    guard placeholder >= 0, placeholder != descriptor else { return }
    dup2(placeholder, descriptor)
    close(placeholder)
  }

  /// Writes all of `text`, waiting while a non-blocking stream is full.
  func write(_ text: String) {
    failure.withLock { failed in
      guard failed == nil else { return }
      failed = writeAll(Array(text.utf8))
    }
  }

  /// `cannot write standard output: Bad file descriptor` after a failed write, else nil.
  var problem: String? {
    failure.withLock { $0 }.map {
      "cannot write \(name): \(String(cString: strerror($0)))"
    }
  }

  /// The `errno` of the failure, or nil when every byte was written.
  private func writeAll(_ bytes: [UInt8]) -> Int32? {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        Foundation.write(descriptor, $0.baseAddress, $0.count)
      }
      if count >= 0 {
        written += count
        continue
      }
      let code = errno
      if code == EINTR { continue }
      guard code == EAGAIN else { return code }
      var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      _ = poll(&ready, 1, -1)
    }
    return nil
  }
}
