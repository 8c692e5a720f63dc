import Foundation
import Messagevisor

/// Validates datafile bytes from any source before the loader trusts them.
enum DatafileCheck {
  /// Parses with `DatafileContent.fromData` and checks the locale (and target when both are set).
  static func validate(_ data: Data, locale: String, target: String) throws(SyncFailure)
    -> DatafileContent
  {
    let datafile: DatafileContent
    do {
      datafile = try DatafileContent.fromData(data)
    } catch {
      throw .invalidDatafile(String(describing: error))
    }
    guard datafile.hasValidIdentity else {
      throw .invalidDatafile("invalid identity or direction")
    }
    guard datafile.locale == locale else {
      throw .unexpectedDatafile("locale \(datafile.locale), expected \(locale)")
    }
    if !target.isEmpty, !datafile.target.isEmpty, datafile.target != target {
      throw .unexpectedDatafile("target \(datafile.target), expected \(target)")
    }
    return datafile
  }
}
