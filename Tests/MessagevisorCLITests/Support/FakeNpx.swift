import Foundation

/// A fake `npx` on PATH that forwards `npx messagevisor <args>` to our own
/// `messagevisor-swift project <args>`, so the npx source can be tested without Node.
struct FakeNpx {
  /// The folder holding the `npx` script (put it first on PATH).
  let folder: URL

  /// Writes a forwarding `npx`, or one running `body` instead when given.
  static func make(body: String? = nil) throws -> FakeNpx {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fake-npx-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let binary = BinaryRunner.binary.path
    let forward = """
      [ "$1" = messagevisor ] || { echo "fake npx only runs messagevisor" >&2; exit 2; }
      shift
      exec "\(binary)" project "$@" --projectDirectoryPath="$PWD"
      """
    let script = "#!/bin/sh\n" + (body ?? forward) + "\n"
    let path = folder.appendingPathComponent("npx")
    try Data(script.utf8).write(to: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path.path)
    return FakeNpx(folder: folder)
  }

  /// PATH with the fake first.
  var path: String {
    folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
  }
}
