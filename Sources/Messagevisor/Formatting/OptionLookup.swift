/// Format options read by name without hashing.
///
/// Parsing a number format asks for some twenty option names, and an options dictionary holds
/// two or three entries: comparing each name with the few stored keys costs far less than
/// hashing every name. Large dictionaries (more than `linearLimit` entries) are still hashed.
struct OptionLookup {
  /// The most entries scanned in order.
  static let linearLimit = 12

  private let pairs: [(name: String, value: MessagevisorValue)]
  private let hashed: FormatOptions?

  init(_ options: FormatOptions) {
    if options.count > Self.linearLimit {
      pairs = []
      hashed = options
    } else {
      pairs = options.map { ($0.key, $0.value) }
      hashed = nil
    }
  }

  /// The option named `name`, if present.
  subscript(name: String) -> MessagevisorValue? {
    if let hashed { return hashed[name] }
    for pair in pairs where pair.name == name {
      return pair.value
    }
    return nil
  }
}
