import Foundation
import Messagevisor

/// The updating thread of the threaded benchmark: `setContext` and `setDatafile` in turn.
///
/// The context update sets a key that no condition reads, and the datafile update merges the
/// root's own datafile again, so neither may change any translation; both still go through
/// the SDK's full update path (validation, compilation, change events to the children).
struct DatafileWriter: Sendable {
  /// The context key the writer sets.
  static let contextKey = "benchmarkUpdate"

  let sdk: Messagevisor
  let datafile: DatafileContent
  /// The pause after each update.
  let pause: TimeInterval

  /// Updates until `stop` is raised; returns the number of updates made.
  func run(until stop: StopFlag) -> Int {
    var updates = 0
    while !stop.isRaised {
      if updates.isMultiple(of: 2) {
        sdk.setContext([Self.contextKey: .int(updates)])
      } else {
        sdk.setDatafile(datafile)
      }
      updates += 1
      Thread.sleep(forTimeInterval: pause)
    }
    return updates
  }
}
