/// What a load that read and validated every file of a project found, kept in the cache with
/// the exact inputs it was found for.
///
/// The inputs are a fingerprint of every entity file the load read (its kind, its path and its
/// settled stamp, in load order), taken under the cache's identity
/// (schema version, binary, config bytes). A later load whose files stamp the same has the
/// same inputs, so the earlier load's outcome is its own: no file can have changed without
/// changing its stamp (`ParsedDocumentCache`), and no file can have been added, removed or
/// renamed without changing the list. Only a load that succeeded is kept; its warnings are
/// kept in order, so a load answered by the verdict reports what a full load would. With them,
/// the messages a caller said it needs from that project (`ProjectLoadOptions.MessageNeeds`),
/// computed from it: the same inputs give the same answer.
///
/// Layout of `verdict.bin`: the magic `MVV2`, the 16-byte identity, the 16-byte inputs, the
/// warning count and the warnings, the purpose, a marker and the needed keys when known, and a
/// 16-byte fingerprint of everything before it. Any mismatch makes the file absent.
struct ValidationVerdict: Sendable, Equatable {
  /// The fingerprint of the files the load read (`inputs(count:parallel:_:)`).
  let inputs: ContentHash
  /// Every warning of the load, in the order it reported them.
  let warnings: [String]
  /// The purpose of the needs computed (`MessageNeeds.purpose`); empty when none were.
  var purpose = ""
  /// The message keys that purpose needs, in key order; nil when it needs every message or
  /// none were computed.
  var neededKeys: [String]?

  /// The name of the verdict's file in a project's cache folder.
  static let fileName = "verdict.bin"
  private static let magic: [UInt8] = Array("MVV2".utf8)

  /// One file of a load: its kind, its absolute path, its settled stamp.
  struct Input {
    let kind: EntityKind
    let file: String
    let stamp: FileStamp
  }

  /// Files per chunk of `inputs(count:parallel:_:)`: a fixed number, so the fingerprint does
  /// not depend on the cores that computed it.
  static let chunkSize = 1024

  /// The fingerprint of `count` files, the file at each index given by `input` (nil when a
  /// file has no stamp, which makes the whole fingerprint nil), in index order.
  ///
  /// Chunks of `chunkSize` files are fingerprinted on every core (unless `parallel` is false),
  /// each chunk's calls to `input` in index order on one thread with a `FolderStamper` of its
  /// own; the list of the chunks' fingerprints is fingerprinted in turn.
  static func inputs(
    count: Int, parallel: Bool = true,
    _ input: @Sendable (Int, inout FolderStamper) -> Input?
  ) -> ContentHash? {
    let chunks = (count + chunkSize - 1) / chunkSize
    let digests = ParallelWork.map(chunks, parallel: parallel) { chunk -> ContentHash? in
      var stamper = FolderStamper()
      var writer = CacheByteWriter()
      writer.bytes.reserveCapacity(chunkSize * 160)
      for index in (chunk * chunkSize)..<min(count, (chunk + 1) * chunkSize) {
        guard let input = input(index, &stamper) else { return nil }
        writer.string(input.kind.directoryName)
        writer.string(input.file)
        writer.stamp(input.stamp)
      }
      return ContentHash(writer.bytes)
    }
    var writer = CacheByteWriter()
    writer.count(count)
    for digest in digests {
      guard let digest else { return nil }
      writer.hash(digest)
    }
    return ContentHash(writer.bytes)
  }

  /// The verdict file's bytes under `identity`.
  func encoded(identity: ContentHash) -> [UInt8] {
    var writer = CacheByteWriter()
    writer.bytes += Self.magic
    writer.hash(identity)
    writer.hash(inputs)
    writer.count(warnings.count)
    for warning in warnings { writer.string(warning) }
    writer.string(purpose)
    if let neededKeys {
      writer.bytes.append(1)
      writer.count(neededKeys.count)
      for key in neededKeys { writer.string(key) }
    } else {
      writer.bytes.append(0)
    }
    writer.hash(ContentHash(writer.bytes))
    return writer.bytes
  }

  /// Reads a verdict file's bytes; nil when they fail the checksum or were written under
  /// another identity.
  init?(_ bytes: [UInt8], identity: ContentHash) {
    let body = bytes.count - 16
    guard body >= Self.magic.count + 32, Array(bytes[0..<Self.magic.count]) == Self.magic else {
      return nil
    }
    typealias Read = (ContentHash, [String], String, [String]?)
    let read: Read? = bytes.withUnsafeBytes { raw -> Read? in
      var trailer = CacheByteReader(raw, from: body)
      let content = UnsafeRawBufferPointer(rebasing: raw[0..<body])
      guard trailer.hash() == ContentHash(content) else { return nil }
      var reader = CacheByteReader(content, from: Self.magic.count)
      guard reader.hash() == identity, let inputs = reader.hash(), let count = reader.count()
      else { return nil }
      var warnings: [String] = []
      warnings.reserveCapacity(count)
      for _ in 0..<count {
        guard let warning = reader.string() else { return nil }
        warnings.append(warning)
      }
      guard let purpose = reader.string(), let marker = reader.byte(), marker <= 1 else {
        return nil
      }
      var keys: [String]?
      if marker == 1 {
        guard let count = reader.count() else { return nil }
        var found: [String] = []
        found.reserveCapacity(count)
        for _ in 0..<count {
          guard let key = reader.string() else { return nil }
          found.append(key)
        }
        keys = found
      }
      return reader.atEnd ? (inputs, warnings, purpose, keys) : nil
    }
    guard let read else { return nil }
    (inputs, warnings, purpose, neededKeys) = read
  }

  /// A verdict of a load of `inputs` that reported `warnings`, and whose caller needs
  /// `neededKeys` for `purpose`.
  init(
    inputs: ContentHash, warnings: [String], purpose: String = "", neededKeys: [String]? = nil
  ) {
    self.inputs = inputs
    self.warnings = warnings
    self.purpose = purpose
    self.neededKeys = neededKeys
  }
}
