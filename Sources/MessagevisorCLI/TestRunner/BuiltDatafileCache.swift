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
  /// Whether `datafile(target:locale:messages:)` may build fewer messages than the target has.
  let buildsPartialDatafiles: Bool

  /// A cache over `source`; `partial` lets the native source build only the messages asked
  /// for (`MESSAGEVISOR_FULL_DATAFILES=1` turns that off, to compare).
  init(source: any ProjectSource, partial: Bool = false) {
    self.source = source
    buildsPartialDatafiles = partial && source is NativeProjectSource
  }

  /// The datafile of (target, locale), decoded and validated by the SDK; a nil target is the
  /// targetless build.
  ///
  /// `messages` names the only messages the caller reads from it (one assertion's message): a
  /// native source then builds a datafile of just those of the target's messages. Every
  /// message compiles on its own, so their entries, and the formats and segments they use,
  /// are those of the full datafile. Nil, or a source that cannot build part of a target,
  /// gives the whole datafile.
  func datafile(target: String?, locale: String, messages: [String]? = nil) throws(CLIError)
    -> DatafileContent
  {
    let messages = buildsPartialDatafiles ? messages : nil
    var key = (target ?? "\u{1}") + "\u{0}" + locale
    if let messages { key += "\u{0}" + messages.joined(separator: "\u{0}") + "\u{2}" }
    let box = boxes.withLock { boxes in
      if let box = boxes[key] { return box }
      let box = Once<Result<DatafileContent, CLIError>>()
      boxes[key] = box
      return box
    }
    let result = box.value {
      Result { () throws(CLIError) -> DatafileContent in
        try build(target: target, locale: locale, messages: messages)
      }
    }
    return try result.get()
  }

  private func build(target: String?, locale: String, messages: [String]?) throws(CLIError)
    -> DatafileContent
  {
    let name = target.map { "target '\($0)'" } ?? "the targetless build"
    let data =
      if let messages, let native = source as? NativeProjectSource {
        try native.build(target: target, locale: locale, messages: messages)
      } else {
        try source.build(target: target, locale: locale)
      }
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
