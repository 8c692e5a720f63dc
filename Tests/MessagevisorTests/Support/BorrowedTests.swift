import Foundation
import Testing

@testable import Messagevisor

/// A borrow is read only inside its lending scope, on its thread: debug builds check it on
/// every read and stop the process when the rule is broken.
#if DEBUG
  struct BorrowedTests {
    /// A borrow stays readable in nested scopes opened inside its own, and its scope closes
    /// with `lending`; one made in an inner scope is closed when that scope ends.
    @Test func aBorrowIsOpenExactlyWhileItsScopeIs() {
      var outerTicket: BorrowScope.Ticket?
      var innerTicket: BorrowScope.Ticket?
      Borrowed.lending("outer") { outer in
        outerTicket = outer.ticket
        #expect(outer.pointee == "outer")
        Borrowed.lending(42) { inner in
          innerTicket = inner.ticket
          #expect(BorrowScope.isOpen(outer.ticket))
          #expect(outer.pointee == "outer")
          #expect(inner.pointee == 42)
        }
        #expect(BorrowScope.isOpen(outer.ticket))
        #expect(innerTicket.map(BorrowScope.isOpen) == false)
      }
      #expect(outerTicket.map(BorrowScope.isOpen) == false)
    }

    /// An object lent in a scope is read there and counts as closed after it.
    @Test func aBorrowedObjectFollowsTheSameRule() {
      final class Box { let value = 7 }
      let box = Box()
      var ticket: BorrowScope.Ticket?
      BorrowScope.lending {
        let lent = BorrowedObject(box)
        ticket = lent.ticket
        #expect(lent.with { $0.value } == 7)
      }
      #expect(ticket.map(BorrowScope.isOpen) == false)
    }

    /// A scope open on one thread is not open on another.
    @Test func aScopeIsOpenOnItsOwnThreadOnly() async {
      let ticket = Borrowed.lending("x") { $0.ticket }
      let opened = BorrowScope.lending { () -> BorrowScope.Ticket in
        Borrowed.lending("y") { $0.ticket }
      }
      #expect(!BorrowScope.isOpen(ticket))
      #expect(!BorrowScope.isOpen(opened))
      let elsewhere = await Task.detached {
        Borrowed.lending("z") { lent in
          (lent.ticket, BorrowScope.isOpen(lent.ticket))
        }
      }.value
      #expect(elsewhere.1)
      #expect(!BorrowScope.isOpen(elsewhere.0))
    }

    /// Keeping a borrow past its scope and reading it stops the process.
    @Test func aBorrowReadAfterItsScopeStopsTheProcess() async {
      await #expect(processExitsWith: .failure) {
        var kept: Borrowed<String>?
        Borrowed.lending("gone") { kept = $0 }
        _ = kept?.pointee
      }
    }

    /// Reading a borrow on another thread stops the process.
    @Test func aBorrowReadOnAnotherThreadStopsTheProcess() async {
      await #expect(processExitsWith: .failure) {
        final class Holder: @unchecked Sendable { var lent: Borrowed<Int>? }
        let holder = Holder()
        let value = 5
        withUnsafePointer(to: value) { pointer in
          BorrowScope.lending {
            holder.lent = Borrowed(pointer)
            let thread = Thread { _ = holder.lent?.pointee }
            thread.start()
            while !thread.isFinished { usleep(1000) }
          }
        }
      }
    }

    /// A borrow made outside any lending scope stops the process.
    @Test func aBorrowOutsideAnyScopeStopsTheProcess() async {
      await #expect(processExitsWith: .failure) {
        let value = 1
        withUnsafePointer(to: value) { _ = Borrowed($0) }
      }
    }
  }
#endif
