import Messagevisor
import MessagevisorProject

/// All segments of the project, loaded on first use.
final class SegmentCatalog: Sendable {
  private let source: any ProjectSource
  private let loaded = Once<Result<[String: Segment], CLIError>>()

  init(source: any ProjectSource) {
    self.source = source
  }

  func segments() throws(CLIError) -> [String: Segment] {
    try loaded.value {
      Result { () throws(CLIError) -> [String: Segment] in
        try source.listSegments().segmentsByKey
      }
    }.get()
  }
}
