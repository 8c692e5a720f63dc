import Foundation
import Synchronization
import Testing

@testable import Messagevisor

/// Texts returned to threads other than a datafile's first reader are copies of their own.
@Suite("Result copies per thread")
struct ResultCopiesTests {
  /// A long text in heap storage (a literal would be immortal, never counted nor copied).
  static var long: String {
    String(
      decoding: Array("Your card was declined. Try another payment method.".utf8), as: UTF8.self)
  }

  /// Where the UTF-8 of `text` is stored (nil for a small string's inline bytes).
  static func storage(_ text: String) -> UInt? {
    var text = text
    guard text.utf8.count > 15 else { return nil }
    return text.withUTF8 { UInt(bitPattern: $0.baseAddress) }
  }

  @Test("The immortal bit the table reads tells literals and small strings from counted ones")
  func immortalBit() {
    #expect(ResultCopies.immortalBitIsKnown)
  }

  /// Runs `body` on a thread of its own and returns its result.
  static func onOtherThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
    let box = Mutex<Result?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread {
      let result = body()
      box.withLock { $0 = result }
      done.signal()
    }.start()
    done.wait()
    return box.withLock { $0 }!
  }

  @Test("A long text is copied once per table, then the same copy is returned")
  func copiedOnce() {
    let stored = UnsafeMutablePointer<String>.allocate(capacity: 1)
    stored.initialize(to: Self.long)
    defer {
      stored.deinitialize(count: 1)
      stored.deallocate()
    }
    let copies = ResultCopies()
    let (first, second) = BorrowScope.lending {
      (copies.text(at: Borrowed(stored)), copies.text(at: Borrowed(stored)))
    }
    #expect(first == Self.long)
    #expect(Self.storage(first) != Self.storage(stored.pointee))
    #expect(Self.storage(second) == Self.storage(first))
  }

  @Test("A slot keeps its first text; a text whose slot is taken is returned as stored")
  func slotsAreNeverReplaced() {
    // Strings are 16 bytes apart, and a slot is (address >> 3) mod slotCount: texts
    // slotCount / 2 apart share a slot.
    let apart = ResultCopies.slotCount / 2
    let stored = UnsafeMutablePointer<String>.allocate(capacity: apart + 1)
    stored.initialize(repeating: Self.long, count: apart + 1)
    defer {
      stored.deinitialize(count: apart + 1)
      stored.deallocate()
    }
    (stored + apart).pointee = Self.long + " (other)"
    let copies = ResultCopies()
    let (first, other, again) = BorrowScope.lending {
      (
        copies.text(at: Borrowed(stored)), copies.text(at: Borrowed(stored + apart)),
        copies.text(at: Borrowed(stored))
      )
    }
    #expect(Self.storage(first) != Self.storage(stored.pointee))
    #expect(other == Self.long + " (other)")
    #expect(Self.storage(other) == Self.storage((stored + apart).pointee))
    #expect(Self.storage(again) == Self.storage(first))
  }

  @Test("Small and literal texts are returned as they are")
  func uncountedTexts() {
    let copies = ResultCopies()
    for text in ["Sign in", "", "Your card was declined."] {
      var stored = text
      let returned = withUnsafePointer(to: &stored) { pointer in
        BorrowScope.lending { copies.text(at: Borrowed(pointer)) }
      }
      #expect(returned == text)
      #expect(Self.storage(returned) == Self.storage(text))
    }
  }

  @Test("The first thread to read a datafile keeps it; later threads do not")
  func firstReader() {
    let data = LocaleData(datafile: DatafileContent(locale: "en"), defaultFormats: nil)
    #expect(data.isFirstReader(7))
    #expect(data.isFirstReader(7))
    #expect(!data.isFirstReader(8))
    #expect(data.isFirstReader(7))
  }

  @Test("Threads after the first get their own copy of a long translation")
  func perThreadCopies() throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Sample.datafile(translations: ["declined": Self.long]), logLevel: .fatal))
    let onFirst = try sdk.translate("declined")
    let again = try sdk.translate("declined")
    // A thread's first call reads the instance and keeps its snapshot; later calls use it.
    let onSecond = Self.onOtherThread {
      (try? [sdk.translate("declined"), sdk.translate("declined")]) ?? []
    }
    let onThird = Self.onOtherThread {
      (try? [sdk.translate("declined"), sdk.translate("declined")]) ?? []
    }
    #expect(([onFirst, again] + onSecond + onThird).allSatisfy { $0 == Self.long })
    #expect(Self.storage(again) == Self.storage(onFirst))
    let second = try #require(onSecond.last)
    let third = try #require(onThird.last)
    #expect(Self.storage(second) != Self.storage(onFirst))
    #expect(Self.storage(third) != Self.storage(onFirst))
    #expect(Self.storage(third) != Self.storage(second))
  }
}
