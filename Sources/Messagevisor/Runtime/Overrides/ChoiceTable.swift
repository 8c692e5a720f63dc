/// The override choices of one `OverrideMemo`: object addresses to small integers, in an
/// open-addressing table with linear probing.
///
/// A `[ObjectIdentifier: Choice]` lookup runs SipHash over the address and retains the
/// dictionary's storage to copy a value out of a lock: about 160 instructions, a quarter of a
/// call that answers from a kept choice. Here the address is mixed with one multiplication
/// and the slots are read in place. Keys are never removed; the table doubles when it is half
/// full and stops accepting keys at `limit`.
///
/// Noncopyable: it owns its slots, and a copy would free them twice.
struct ChoiceTable: ~Copyable {
  /// One slot: `key` 0 is empty (no object lives at address 0).
  private struct Slot {
    var key: UInt
    var value: Int
  }

  private var slots: UnsafeMutableBufferPointer<Slot>
  private var mask: Int
  private var shift: Int
  private(set) var count = 0
  /// The most keys this table takes; `insert` ignores any past it.
  let limit: Int

  /// An empty table that keeps up to `limit` keys.
  init(limit: Int) {
    self.limit = limit
    slots = Self.emptySlots(8)
    mask = 7
    shift = UInt.bitWidth - 3
  }

  deinit {
    slots.deallocate()
  }

  /// The value kept for `key`, if any.
  @inline(__always)
  func value(for key: UInt) -> Int? {
    var index = slot(of: key)
    while true {
      let found = slots[index]
      if found.key == key { return found.value }
      if found.key == 0 { return nil }
      index = (index + 1) & mask
    }
  }

  /// Keeps `value` for `key` unless the table holds `limit` keys; a key kept already keeps
  /// its first value.
  mutating func insert(_ value: Int, for key: UInt) {
    precondition(key != 0, "address 0 marks an empty slot")
    guard count < limit, self.value(for: key) == nil else { return }
    if (count + 1) * 2 > slots.count {
      grow()
    }
    place(key, value)
    count += 1
  }

  /// The first slot to probe for `key`: the top bits of the address times an odd constant
  /// (Fibonacci hashing; the low bits of an address are alignment, the top bits of the
  /// product mix all of them).
  @inline(__always)
  private func slot(of key: UInt) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
  }

  private func place(_ key: UInt, _ value: Int) {
    var index = slot(of: key)
    while slots[index].key != 0 {
      index = (index + 1) & mask
    }
    slots[index] = Slot(key: key, value: value)
  }

  private mutating func grow() {
    let old = slots
    slots = Self.emptySlots(old.count * 2)
    mask = slots.count - 1
    shift -= 1
    for slot in old where slot.key != 0 {
      place(slot.key, slot.value)
    }
    old.deallocate()
  }

  private static func emptySlots(_ count: Int) -> UnsafeMutableBufferPointer<Slot> {
    let slots = UnsafeMutableBufferPointer<Slot>.allocate(capacity: count)
    slots.initialize(repeating: Slot(key: 0, value: 0))
    return slots
  }
}
