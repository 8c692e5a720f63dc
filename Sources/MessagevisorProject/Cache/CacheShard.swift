/// One shard file of the parsed-document cache, read and checked.
///
/// Layout: the magic `MVC1`, the 16-byte identity (schema version, binary, config), the
/// entry count, the entries (file, fingerprint of the file's bytes, the file's settled stamp
/// or a marker of none, encoded tree), and a 16-byte fingerprint of everything before it.
/// Any mismatch makes the whole shard absent.
final class CacheShard: Sendable {
  /// What is stored about one file's bytes.
  struct Record: Sendable, Hashable {
    /// The fingerprint of the source file's bytes.
    let hash: ContentHash
    /// The file's stamp taken before those bytes were read, when it was settled then
    /// (`ParsedDocumentCache.settledStamp`); nil otherwise.
    let stamp: FileStamp?
  }

  /// One stored document.
  struct Entry: Sendable {
    let record: Record
    /// Where the encoded tree lies in `bytes`.
    let blob: Range<Int>

    /// The fingerprint of the source file's bytes.
    var hash: ContentHash { record.hash }
  }

  private static let magic: [UInt8] = Array("MVC1".utf8)

  /// The shard file's bytes.
  let bytes: [UInt8]
  /// Entries by file.
  let entries: [String: Entry]

  /// Reads a shard's bytes; nil when they fail the checksum, or the identity differs from
  /// `identity` (nil accepts any identity).
  init?(_ bytes: [UInt8], identity: ContentHash?) {
    let minimum = Self.magic.count + 32
    guard bytes.count >= minimum, Array(bytes[0..<Self.magic.count]) == Self.magic else {
      return nil
    }
    let body = bytes.count - 16
    let found: [String: Entry]? = bytes.withUnsafeBytes { raw in
      var trailer = CacheByteReader(raw, from: body)
      guard trailer.hash() == ContentHash(UnsafeRawBufferPointer(rebasing: raw[0..<body]))
      else { return nil }
      var reader = CacheByteReader(UnsafeRawBufferPointer(rebasing: raw[0..<body]))
      reader.offset = Self.magic.count
      guard let stored = reader.hash(), identity == nil || stored == identity,
        let count = reader.count()
      else { return nil }
      var entries: [String: Entry] = [:]
      entries.reserveCapacity(count)
      for _ in 0..<count {
        guard let file = reader.string(), let hash = reader.hash(), let stamp = reader.stamp(),
          let length = reader.count(), let blob = reader.range(length)
        else { return nil }
        entries[file] = Entry(record: Record(hash: hash, stamp: stamp), blob: blob)
      }
      return reader.atEnd ? entries : nil
    }
    guard let found else { return nil }
    self.bytes = bytes
    self.entries = found
  }

  /// The stored tree of `file` when its bytes still hash to `hash`.
  func document(_ file: String, hash: ContentHash) -> SourceNode? {
    guard let entry = entries[file], entry.hash == hash else { return nil }
    return bytes.withUnsafeBytes { raw in
      SourceNodeCoder.decode(UnsafeRawBufferPointer(rebasing: raw[entry.blob]), file: file)
    }
  }

  /// The encoded tree stored for `file`.
  func blob(_ file: String) -> ArraySlice<UInt8>? {
    entries[file].map { bytes[$0.blob] }
  }

  /// The bytes of a shard holding `entries` (file, what is stored of its bytes, encoded
  /// tree), in order.
  static func encode(
    _ entries: [(file: String, record: Record, blob: ArraySlice<UInt8>)],
    identity: ContentHash
  ) -> [UInt8] {
    var writer = CacheByteWriter()
    writer.bytes.reserveCapacity(
      entries.reduce(64) { $0 + $1.blob.count + $1.file.utf8.count + 96 })
    writer.bytes += magic
    writer.hash(identity)
    writer.count(entries.count)
    for entry in entries {
      writer.string(entry.file)
      writer.hash(entry.record.hash)
      writer.stamp(entry.record.stamp)
      writer.count(entry.blob.count)
      writer.bytes += entry.blob
    }
    writer.hash(ContentHash(writer.bytes))
    return writer.bytes
  }
}
