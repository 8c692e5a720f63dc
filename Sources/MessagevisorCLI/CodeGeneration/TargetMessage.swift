/// One message of a target, with everything an accessor is generated from.
struct TargetMessage: Sendable {
  /// The message key.
  let key: String
  /// Every translation the target ships for it, in target locale order, base first.
  var texts: [MessageText] = []
  /// The translation shown in the doc comment: the source locale's, else the first one.
  var sourceText: MessageText?
  /// The authored description, if any.
  var description: String?
}
