/// The stored datafiles by locale, read once per lookup.
///
/// An app holds a handful of locales, and comparing a short identifier with `==` costs a
/// fraction of hashing it (Swift's string hash is SipHash over the bytes), so up to
/// `linearLimit` locales live in an array scanned in order; past that, a dictionary.
struct LocaleTable: Sendable {
  /// One stored locale.
  struct Entry: Sendable {
    let locale: String
    let data: LocaleData
  }

  /// The most locales kept in the array.
  static let linearLimit = 8

  private var linear: [Entry] = []
  private var hashed: [String: LocaleData]?

  /// The stored locales and their data, in no particular order.
  var entries: [Entry] {
    guard let hashed else { return linear }
    return hashed.map { Entry(locale: $0.key, data: $0.value) }
  }

  /// The datafile stored for `locale`; assigning nil removes it.
  subscript(locale: String) -> LocaleData? {
    get {
      if let hashed { return hashed[locale] }
      for entry in linear where entry.locale == locale {
        return entry.data
      }
      return nil
    }
    set {
      if hashed != nil {
        hashed?[locale] = newValue
        return
      }
      let index = linear.firstIndex { $0.locale == locale }
      switch (index, newValue) {
      case (let index?, let data?):
        linear[index] = Entry(locale: locale, data: data)
      case (let index?, nil):
        linear.remove(at: index)
      case (nil, let data?):
        insert(Entry(locale: locale, data: data))
      case (nil, nil):
        break
      }
    }
  }

  private mutating func insert(_ entry: Entry) {
    guard linear.count >= Self.linearLimit else {
      linear.append(entry)
      return
    }
    var table = Dictionary(uniqueKeysWithValues: linear.map { ($0.locale, $0.data) })
    table[entry.locale] = entry.data
    hashed = table
    linear = []
  }
}
