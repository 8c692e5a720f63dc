import Foundation
import Messagevisor
import Synchronization

/// The datafiles a run built from its project source, by (target, locale): each is built
/// and validated once per run, safely from parallel workers.
///
/// Not to be confused with MessagevisorRemote's `LastGoodDatafileCache`, which keeps fetched
/// datafiles on disk between launches of an app.
final class BuiltDatafileCache: Sendable {
  private let source: any ProjectSource
  private let boxes = Mutex<[String: Once<Result<DatafileContent, CLIError>>]>([:])

  init(source: any ProjectSource) {
    self.source = source
  }

  /// The datafile of (target, locale), decoded and validated by the SDK; a nil target is the
  /// targetless build.
  func datafile(target: String?, locale: String) throws(CLIError) -> DatafileContent {
    let key = (target ?? "\u{1}") + "\u{0}" + locale
    let box = boxes.withLock { boxes in
      if let box = boxes[key] { return box }
      let box = Once<Result<DatafileContent, CLIError>>()
      boxes[key] = box
      return box
    }
    let result = box.value {
      Result { () throws(CLIError) -> DatafileContent in
        try build(target: target, locale: locale)
      }
    }
    return try result.get()
  }

  private func build(target: String?, locale: String) throws(CLIError) -> DatafileContent {
    let name = target.map { "target '\($0)'" } ?? "the targetless build"
    let data = try source.build(target: target, locale: locale)
    guard !data.isEmpty, data.contains(where: { $0 > 0x20 }) else {
      throw CLIError.badData(
        "\(source.builderName) printed no datafile for \(name), locale '\(locale)'")
    }
    do {
      return try DatafileContent.fromData(data)
    } catch {
      throw CLIError.badData(
        "the datafile for \(name), locale '\(locale)' is invalid: \(error)")
    }
  }
}
