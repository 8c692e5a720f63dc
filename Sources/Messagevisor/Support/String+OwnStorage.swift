extension String {
  /// The same text in storage of its own: inline when it fits (15 UTF-8 bytes), else a new
  /// heap object that no other string shares, so retaining the copy writes a reference count
  /// only its holder touches.
  package func inOwnStorage() -> String {
    var source = self
    return source.withUTF8 { utf8 in
      String(unsafeUninitializedCapacity: utf8.count) { bytes in
        _ = bytes.initialize(fromContentsOf: utf8)
        return utf8.count
      }
    }
  }
}
