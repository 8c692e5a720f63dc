import Foundation
import Testing

@testable import MessagevisorProject

/// Stamping folder by folder gives the stamps `lstat` of each whole path gives.
struct FolderStamperTests {
  @Test func stampsEqualThoseOfEachPath() throws {
    var files: [String: String] = [:]
    for number in 0..<600 { files["a\(number % 3)/b\(number % 5)/f\(number).yml"] = "\(number)" }
    let project = try TemporaryProject(files)
    try FileManager.default.createSymbolicLink(
      atPath: project.root + "/a0/link.yml", withDestinationPath: project.root + "/a1/b1/f1.yml")
    // Sorted, so runs of one folder alternate with the others, plus a missing file, a link
    // (stamped itself) and a folder.
    let paths =
      files.keys.sorted().map { project.root + "/" + $0 }
      + [project.root + "/a0/missing.yml", project.root + "/a0/link.yml", project.root + "/a2"]
    var stamper = FolderStamper()
    let stamps = paths.map { stamper.stamp($0) }
    #expect(stamps.count == paths.count)
    for (path, stamp) in zip(paths, stamps) {
      #expect(stamp == FileStamp(path: path), "\(path)")
    }
    #expect(stamps[paths.count - 3] == nil)
    #expect(stamps[paths.count - 2].map { FileKind(mode: $0.mode) } == .symbolicLink)
  }
}
