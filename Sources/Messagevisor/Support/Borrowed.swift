/// A value lent to the code of one call: a pointer into its lender's storage, neither copied
/// nor retained.
///
/// The rule (`docs/decisions.md D24`), written here once for every lent value and object of
/// the runtime: a borrow is made inside a lending scope (`BorrowScope.lending`, opened by
/// whoever keeps the value alive: a `withUnsafePointer` body, the call's borrowed snapshot)
/// and is read only on that thread, before that scope ends. Nothing may keep it longer: no
/// stored property of anything that outlives the call, no escaping closure, no other thread.
///
/// Debug builds check the rule on every read: a borrow carries the ticket of the innermost
/// scope open on its thread when it was made, and a read asserts that this scope is still
/// open on the reading thread. Release builds carry the pointer alone, and a read is a load.
@usableFromInline
struct Borrowed<Value> {
  @usableFromInline let pointer: UnsafePointer<Value>
  #if DEBUG
    @usableFromInline let ticket: BorrowScope.Ticket
  #endif

  /// A borrow of the value at `pointer`, which the innermost open lending scope keeps alive.
  @inlinable @inline(__always)
  init(_ pointer: UnsafePointer<Value>) {
    self.pointer = pointer
    #if DEBUG
      ticket = BorrowScope.currentTicket()
    #endif
  }

  /// The value in place (read without copying it out).
  @inlinable
  var pointee: Value {
    unsafeAddress {
      #if DEBUG
        BorrowScope.check(ticket)
      #endif
      return pointer
    }
  }

  /// A borrow of the stored property at `path` of the value, under the same scope.
  @inline(__always)
  func member<Member>(_ path: KeyPath<Value, Member>) -> Borrowed<Member> {
    #if DEBUG
      BorrowScope.check(ticket)
    #endif
    return Borrowed<Member>(pointer.pointer(to: path).unsafelyUnwrapped)
  }

  /// Runs `body` with `value` lent in place, in a lending scope of its own.
  @inline(__always)
  static func lending<Result>(
    _ value: Value, _ body: (Borrowed<Value>) throws -> Result
  ) rethrows -> Result {
    try withUnsafePointer(to: value) { pointer in
      try BorrowScope.lending { () throws -> Result in try body(Borrowed(pointer)) }
    }
  }
}

/// An object lent to the code of one call, without a reference count: the rule of
/// `Borrowed`, for class instances that their lender keeps alive (a snapshot's entries,
/// their details and compiled forms, the instance and snapshot of a render).
@usableFromInline
struct BorrowedObject<Object: AnyObject> {
  @usableFromInline let reference: Unmanaged<Object>
  #if DEBUG
    @usableFromInline let ticket: BorrowScope.Ticket
  #endif

  /// A borrow of `object`, which the innermost open lending scope keeps alive.
  @inlinable @inline(__always)
  init(_ object: Object) {
    self.init(unretained: Unmanaged.passUnretained(object))
  }

  /// A borrow of an object someone else holds a count on (a slot's stored reference).
  @inlinable @inline(__always)
  init(unretained reference: Unmanaged<Object>) {
    self.reference = reference
    #if DEBUG
      ticket = BorrowScope.currentTicket()
    #endif
  }

  /// Runs `body` on the object, touching no reference count.
  @inlinable @inline(__always)
  func with<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
    #if DEBUG
      BorrowScope.check(ticket)
    #endif
    return try reference._withUnsafeGuaranteedRef(body)
  }
}

/// The lending scopes open on each thread, for the debug check of `Borrowed`.
///
/// `lending` opens a scope for its body; a borrow made inside takes the innermost open
/// scope's ticket. In release builds a scope is only its body.
@usableFromInline
enum BorrowScope {
  #if DEBUG
    /// A scope: the thread it is open on and its number there.
    @usableFromInline
    struct Ticket: Equatable, Sendable {
      let thread: UInt
      let scope: UInt64
    }

    /// The innermost open scope of this thread; a failure when there is none.
    @usableFromInline
    static func currentTicket() -> Ticket {
      let context = ThreadCallCache.current
      guard let scope = context.openLendingScopes.last else {
        preconditionFailure("a value was borrowed outside any lending scope (Borrowed)")
      }
      return Ticket(thread: ThreadCallCache.currentIdentity, scope: scope)
    }

    /// Whether `ticket`'s scope is open on the calling thread.
    static func isOpen(_ ticket: Ticket) -> Bool {
      ticket.thread == ThreadCallCache.currentIdentity
        && ThreadCallCache.current.openLendingScopes.contains(ticket.scope)
    }

    /// Fails when `ticket`'s scope has ended or belongs to another thread.
    @usableFromInline
    static func check(_ ticket: Ticket) {
      precondition(
        ticket.thread == ThreadCallCache.currentIdentity,
        "a borrowed value was read on another thread than the one it was lent to")
      precondition(isOpen(ticket), "a borrowed value was read after its lending scope ended")
    }
  #endif

  /// Runs `body` in a new lending scope of this thread.
  @inlinable @inline(__always)
  static func lending<Result, Failure: Error>(_ body: () throws(Failure) -> Result)
    throws(Failure) -> Result
  {
    #if DEBUG
      let context = ThreadCallCache.current
      context.lendingScopeCount &+= 1
      context.openLendingScopes.append(context.lendingScopeCount)
      defer { context.openLendingScopes.removeLast() }
    #endif
    return try body()
  }
}
