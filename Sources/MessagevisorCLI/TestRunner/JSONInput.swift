import Foundation

/// Decodes the JSON a project source printed.
enum JSONInput {
  static func decode<T: Decodable>(_ data: Data, what: String) throws(CLIError) -> T {
    do {
      return try JSONDecoder().decode(T.self, from: data)
    } catch {
      let head = String(decoding: data.prefix(300), as: UTF8.self)
      throw CLIError.badData("\(what) is not the expected JSON (\(error)): \(head)")
    }
  }
}
