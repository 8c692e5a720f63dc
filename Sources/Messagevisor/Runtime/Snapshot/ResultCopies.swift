import Foundation

/// A thread's own copies of the stored texts that calls on one snapshot returned.
///
/// A stored translation is one `String` that every thread returns. Past 15 UTF-8 bytes its
/// characters live in a heap object, and returning it retains that object; the caller's
/// release writes the same count again. From several cores those writes meet on one cache
/// line: a long plain translation ran at 0.6 times its one-thread speed on 8 threads, where
/// a short one (held inline, never counted) ran at 1.9 times.
///
/// So the first thread to read a datafile returns its stored texts, and every other thread
/// returns copies of its own (`LocaleData.isFirstReader`), made on first use and kept in a
/// table of `slotCount` slots, each for the texts stored at addresses that map to it. No
/// reference count is then written by two threads, and an app that translates on one thread
/// never makes a copy.
///
/// The policy of every snapshot memo (`ThreadConfined`): the table belongs to one snapshot
/// copy (`CallState(copying:)`), which only the thread that made it uses (`ThreadCallCache`),
/// and any other thread gets the stored text itself; it is bounded, and nothing in it is
/// replaced: a slot keeps the first text copied into it, and a text whose slot is taken is
/// returned as stored. A snapshot lives until a setter replaces it, when a new table starts.
final class ResultCopies: @unchecked Sendable {
  /// How many texts one snapshot copy keeps (a power of two).
  static let slotCount = 256

  /// The thread the table is for: the policy of every snapshot memo (`ThreadConfined`).
  private let owner = ThreadOwner()
  /// `immortalBitIsKnown`, read once (a call then checks no lazy global).
  private let readsRepresentation = ResultCopies.immortalBitIsKnown
  /// The address of the stored text each slot copies (0: empty).
  private let sources: UnsafeMutablePointer<UInt>
  private let copies: UnsafeMutablePointer<String>

  /// A table for the calling thread.
  init() {
    sources = .allocate(capacity: Self.slotCount)
    sources.initialize(repeating: 0, count: Self.slotCount)
    copies = .allocate(capacity: Self.slotCount)
    copies.initialize(repeating: "", count: Self.slotCount)
  }

  deinit {
    sources.deallocate()
    copies.deinitialize(count: Self.slotCount)
    copies.deallocate()
  }

  /// The text stored at `source` (in the snapshot's datafile, which outlives this table) as
  /// this thread's own copy; the stored text itself on any other thread. Out of line, so
  /// the lookup that calls it keeps its code for the first reader.
  @inline(never)
  func text(at lent: Borrowed<String>) -> String {
    let source = lent.pointer
    guard !isUncounted(source), owner.isCurrent else {
      return lent.pointee
    }
    let address = UInt(bitPattern: source)
    let slot = Int(truncatingIfNeeded: (address &>> 3) & UInt(Self.slotCount - 1))
    if sources[slot] == address { return copies[slot] }
    guard sources[slot] == 0 else { return lent.pointee }
    return copy(source, into: slot, address: address)
  }

  /// True when bit 63 of a string's second word is set exactly for strings that are never
  /// reference-counted, as `isUncounted` reads it: checked once with a small string and a
  /// long literal (both immortal) and a long string built at run time (counted). Where it
  /// does not hold, or on a 32-bit platform, every text is copied and nothing else changes.
  static let immortalBitIsKnown: Bool = {
    #if _pointerBitWidth(_64)
      func topBit(_ text: String) -> UInt64 {
        withUnsafePointer(to: text) {
          UnsafeRawPointer($0).load(fromByteOffset: 8, as: UInt64.self) &>> 63
        }
      }
      let literal = "a literal longer than fifteen bytes"
      let built = String(repeating: "counted ", count: 4)
      return topBit("small") == 1 && topBit(literal) == 1 && topBit(built) == 0
    #else
      return false
    #endif
  }()

  /// True when the string at `source` is never reference-counted (immortal: a small string
  /// held in its own two words, or a literal), read from its representation where that bit
  /// is known to mean it (`immortalBitIsKnown`); such a text is returned as it is.
  @inline(__always)
  private func isUncounted(_ source: UnsafePointer<String>) -> Bool {
    #if _pointerBitWidth(_64)
      guard readsRepresentation else { return false }
      let object = UnsafeRawPointer(source).load(fromByteOffset: 8, as: UInt64.self)
      return object &>> 63 == 1
    #else
      return false
    #endif
  }

  /// Copies the text at `source` into `slot` (out of line: the first call per text).
  @inline(never)
  private func copy(_ source: UnsafePointer<String>, into slot: Int, address: UInt) -> String {
    let copy = source.pointee.inOwnStorage()
    sources[slot] = address
    copies[slot] = copy
    return copy
  }
}
