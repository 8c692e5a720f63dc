import Foundation

/// What handing back this benchmark's results as fresh `String`s costs on its own.
///
/// Iteration `i` makes a new `String` from the UTF-8 bytes of cycle result `i % count` and
/// drops the previous one, as the measured loop does with each translation, but with no lookup
/// and no formatting. A result of more than 15 UTF-8 bytes cannot be a small string: making it
/// allocates its storage and dropping it frees that storage. So for a message with arguments
/// this is the share of a call that any `String`-returning API pays, whatever renders the text;
/// a harness that formats into a reused buffer (as ICU4C's does) pays none of it.
struct ResultFloor {
  /// Every cycle result's UTF-8 bytes, one after another.
  private let bytes: [UInt8]
  /// Where each cycle result lies in `bytes`.
  private let ranges: [Range<Int>]

  init(cycleResults: [String]) {
    var bytes: [UInt8] = []
    var ranges: [Range<Int>] = []
    for result in cycleResults {
      let start = bytes.count
      bytes.append(contentsOf: result.utf8)
      ranges.append(start..<bytes.count)
    }
    self.bytes = bytes
    self.ranges = ranges
  }

  /// Times making and dropping the results with the benchmark's own timer and counter.
  func measure(timer: BatchTimer) -> BatchMeasurement {
    var last = ""
    return time(timer) { Self.replace(&last, with: $0) }
  }

  /// Times the same loop with a body that only picks the cycle result's bytes.
  ///
  /// The loop's own cost, which every measured loop here also contains: subtracting it from
  /// the result floor leaves what making and dropping the strings costs.
  func measureLoop(timer: BatchTimer) -> BatchMeasurement {
    var sink = 0
    return time(timer) { Self.touch(&sink, $0) }
  }

  /// Times `body` given the bytes of cycle result `i % count` in iteration `i`.
  @inline(__always)
  private func time(_ timer: BatchTimer, _ body: (UnsafeBufferPointer<UInt8>) -> Void)
    -> BatchMeasurement
  {
    let count = ranges.count
    guard count > 0 else { return BatchMeasurement(samples: [], allocationsPerCall: nil) }
    let measured = bytes.withUnsafeBufferPointer { base in
      try? timer.measure { index throws(CLIError) in
        body(UnsafeBufferPointer(rebasing: base[ranges[index % count]]))
      }
    }
    return measured ?? BatchMeasurement(samples: [], allocationsPerCall: nil)
  }

  /// Adds the length of `utf8` to `sink`: a body the optimizer cannot remove.
  @inline(never)
  static func touch(_ sink: inout Int, _ utf8: UnsafeBufferPointer<UInt8>) {
    sink &+= utf8.count
  }

  /// Replaces `last` by a new string of `utf8`, releasing the old one here.
  ///
  /// Kept out of line so `make profile` can count exactly this (`ResultFloor.replace`).
  @inline(never)
  static func replace(_ last: inout String, with utf8: UnsafeBufferPointer<UInt8>) {
    last = String(decoding: utf8, as: UTF8.self)
  }
}
