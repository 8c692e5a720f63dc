import Dispatch
import Synchronization

extension MessagevisorCLI {
  /// Runs a command line to completion on the calling thread and returns the exit code.
  ///
  /// The executable's entry point. The command runs as a detached task while the calling
  /// thread waits, so the main thread stays an ordinary thread: an `async` top-level entry
  /// point hands the main thread to `dispatch_main`, which Valgrind 3.19 cannot follow (every
  /// tool aborts), and `make profile` needs callgrind. Nothing in the CLI runs on the main actor.
  package static func runBlocking(_ arguments: [String], console: Console) -> Int32 {
    let result = Mutex<Int32>(0)
    let finished = DispatchSemaphore(value: 0)
    Task.detached {
      let code = await run(arguments, console: console)
      result.withLock { $0 = code }
      finished.signal()
    }
    finished.wait()
    return result.withLock { $0 }
  }
}
