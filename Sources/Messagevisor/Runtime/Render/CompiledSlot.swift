import Synchronization

/// The compiled forms of one stored translation, filled once and then only read.
///
/// `setDatafile` and `addModule` fill the slots of a datafile before it is stored
/// (`LocaleData.compile`); a call fills one still empty (first use, the fallback).
///
/// The slot holds one retained reference as a raw pointer in an atomic word: the first store
/// wins without a lock, and a read is one atomic load (a generic `AtomicLazyReference` costs
/// several hundred instructions per read here, unspecialized). Two threads meeting an
/// uncompiled translation at once may both compile it; one result is kept for everyone.
final class CompiledSlot: Sendable {
  /// The bit pattern of a +1 `CompiledTranslation`, or 0.
  private let stored = Atomic<UInt>(0)

  deinit {
    reference()?.release()
  }

  /// The compiled forms for `plan`; compiles them on first use. Nil when the stored forms
  /// belong to an earlier module plan (the modules changed since): the caller then formats
  /// through the modules' hooks.
  func translation(
    for plan: ModulePlan,
    compile: () -> CompiledTranslation
  ) -> CompiledTranslation? {
    let found = current() ?? store(compile())
    return found.planSerial == plan.serial ? found : nil
  }

  /// The stored forms when they were compiled for `plan`; never compiles.
  func existing(for plan: ModulePlan) -> CompiledTranslation? {
    guard let found = current(), found.planSerial == plan.serial else { return nil }
    return found
  }

  /// The stored forms when they were compiled for `plan` and compiled something, lent
  /// without a reference count (`BorrowedObject`): a slot is filled once and keeps its forms
  /// until it is released, so they live as long as whoever keeps the slot, here the call's
  /// snapshot.
  @inline(__always)
  func existingUnretained(for plan: ModulePlan) -> BorrowedObject<CompiledTranslation>? {
    guard let found = reference().map(BorrowedObject.init(unretained:)) else { return nil }
    return found.with { $0.planSerial == plan.serial && !$0.isEmpty } ? found : nil
  }

  /// Takes `compiled` (another slot's forms for the same translation) unless this slot is
  /// already filled.
  func adopt(_ compiled: CompiledTranslation) {
    _ = store(compiled)
  }

  /// The stored reference, unretained; nil while the slot is empty.
  @inline(__always)
  private func reference() -> Unmanaged<CompiledTranslation>? {
    let bits = stored.load(ordering: .acquiring)
    guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
    return Unmanaged<CompiledTranslation>.fromOpaque(pointer)
  }

  private func current() -> CompiledTranslation? {
    reference()?.takeUnretainedValue()
  }

  /// Keeps `made` unless another thread stored first; returns the kept one.
  private func store(_ made: CompiledTranslation) -> CompiledTranslation {
    let retained = Unmanaged.passRetained(made)
    let bits = UInt(bitPattern: retained.toOpaque())
    let (exchanged, _) = stored.compareExchange(
      expected: 0, desired: bits, ordering: .acquiringAndReleasing)
    if exchanged { return made }
    retained.release()
    return current() ?? made
  }
}
