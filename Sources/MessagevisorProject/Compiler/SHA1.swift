/// SHA-1 (FIPS 180-4), used only for `revisionFromHash` datafile revisions.
enum SHA1 {
  /// The lowercase hex digest of the UTF-8 bytes of `text`.
  static func hexDigest(_ text: String) -> String {
    digest(Array(text.utf8)).map { byte in
      let hex = String(byte, radix: 16)
      return byte < 16 ? "0" + hex : hex
    }.joined()
  }

  /// The 20-byte digest.
  static func digest(_ input: [UInt8]) -> [UInt8] {
    var state: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
    var message = input
    let bitLength = UInt64(input.count) * 8
    message.append(0x80)
    while message.count % 64 != 56 {
      message.append(0)
    }
    for shift in stride(from: 56, through: 0, by: -8) {
      message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    for chunk in stride(from: 0, to: message.count, by: 64) {
      process(message[chunk..<(chunk + 64)], state: &state)
    }
    return state.flatMap { word in
      [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) }
    }
  }

  private static func process(_ block: ArraySlice<UInt8>, state: inout [UInt32]) {
    var words = [UInt32](repeating: 0, count: 80)
    let base = block.startIndex
    for index in 0..<16 {
      let offset = base + index * 4
      words[index] =
        UInt32(block[offset]) << 24 | UInt32(block[offset + 1]) << 16
        | UInt32(block[offset + 2]) << 8 | UInt32(block[offset + 3])
    }
    for index in 16..<80 {
      let mixed = words[index - 3] ^ words[index - 8] ^ words[index - 14] ^ words[index - 16]
      words[index] = rotate(mixed, 1)
    }
    var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
    for index in 0..<80 {
      let (f, k) = roundFunction(index, b, c, d)
      let temp = rotate(a, 5) &+ f &+ e &+ k &+ words[index]
      e = d
      d = c
      c = rotate(b, 30)
      b = a
      a = temp
    }
    state[0] = state[0] &+ a
    state[1] = state[1] &+ b
    state[2] = state[2] &+ c
    state[3] = state[3] &+ d
    state[4] = state[4] &+ e
  }

  private static func roundFunction(_ index: Int, _ b: UInt32, _ c: UInt32, _ d: UInt32)
    -> (UInt32, UInt32)
  {
    switch index {
    case 0..<20: return ((b & c) | (~b & d), 0x5A82_7999)
    case 20..<40: return (b ^ c ^ d, 0x6ED9_EBA1)
    case 40..<60: return ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
    default: return (b ^ c ^ d, 0xCA62_C1D6)
    }
  }

  private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value << count) | (value >> (32 - count))
  }
}
