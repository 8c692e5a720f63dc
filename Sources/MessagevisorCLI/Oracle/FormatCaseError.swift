/// A case that cannot be read, with its position in the cases file.
struct FormatCaseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The zero-based index of the case in `cases`.
  let index: Int
  /// The case id, when the case has one.
  let id: String?
  /// The key at fault; nil when the case itself is wrong.
  let key: String?
  /// What is wrong with it.
  let problem: String

  /// `case 3 (id "number-0003"), key "value": expected a decimal string`.
  var description: String {
    let name = id.map { " (id \"\($0)\")" } ?? ""
    let member = key.map { ", key \"\($0)\"" } ?? ""
    return "case \(index)\(name)\(member): \(problem)"
  }
}
