/// Starts libFuzzer from a Swift entry point.
///
/// SwiftPM debug builds rename an executable's `main` so the module stays testable, which
/// hides the `main` that `-sanitize=fuzzer` links in. Each fuzzer therefore has its own
/// `@main` that hands its test function to `LLVMFuzzerRunDriver`, the documented way to run
/// libFuzzer from a custom entry point. Build the fuzzers in debug (see `make fuzz`).
public enum FuzzDriver {
  /// The signature of `LLVMFuzzerTestOneInput`.
  public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

  /// Runs libFuzzer with the process arguments and exits with its status.
  public static func run(_ test: TestOneInput) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(runDriver(&argc, &argv, test))
  }
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ test: FuzzDriver.TestOneInput
) -> CInt

@_silgen_name("exit")
private func exit(_ status: CInt) -> Never
