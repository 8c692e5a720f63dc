/// A failure that stops the build with its message.
struct PluginFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
