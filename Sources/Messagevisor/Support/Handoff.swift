/// Moves values out of lock-protected state so they are released after the lock is dropped.
///
/// Releasing a value can run a `deinit`, and a `deinit` can run anything: a child instance
/// unsubscribes from its parent and unregisters itself, which takes the locks again. So a
/// critical section never lets the last reference of a closure, listener, child, module or
/// cached API die inside it: it moves what it removes into its result, and the caller drops
/// that result after `withLock` returns. Plain data (strings, `MessagevisorValue`s, datafiles
/// and their lookup tables) has no `deinit` of ours and may be released under a lock.
package enum Handoff {
  /// Returns the current value of `place` and leaves `replacement` there.
  package static func take<Value>(_ place: inout Value, leaving replacement: Value) -> Value {
    let taken = place
    place = replacement
    return taken
  }

  /// Removes the elements matching `isRemoved` from `array` and returns them.
  package static func remove<Element>(
    from array: inout [Element],
    where isRemoved: (Element) throws -> Bool
  ) rethrows -> [Element] {
    let removed = try array.filter(isRemoved)
    if !removed.isEmpty {
      try array.removeAll(where: isRemoved)
    }
    return removed
  }
}
