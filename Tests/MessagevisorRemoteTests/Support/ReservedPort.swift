import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP port on 127.0.0.1 that refuses every connection for as long as this object lives.
///
/// The socket is bound but never listens: a connection to it is refused, and no other socket
/// (the server of a test running in parallel) can be given its port. Starting a server and
/// stopping it to free a port did not ensure that: under a parallel run, another test's
/// server was once given the freed port and answered the "down" test's refresh.
final class ReservedPort: Sendable {
  let port: Int
  private let descriptor: Int32

  /// The port every "server down" test uses, held for the whole test process.
  static let down = Result { try ReservedPort() }

  struct BindError: Error, CustomStringConvertible {
    let description: String
  }

  init() throws {
    #if canImport(Glibc)
      let stream = Int32(SOCK_STREAM.rawValue)
    #else
      let stream = SOCK_STREAM
    #endif
    let descriptor = socket(AF_INET, stream, 0)
    guard descriptor >= 0 else { throw BindError(description: "socket: errno \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
      }
    }
    guard bound else {
      close(descriptor)
      throw BindError(description: "bind: errno \(errno)")
    }
    self.descriptor = descriptor
    self.port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit {
    close(descriptor)
  }
}
