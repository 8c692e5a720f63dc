/// How an incoming datafile combines with the stored one of its locale.
enum DatafileMerge {
  static func merge(
    _ stored: DatafileContent?,
    _ incoming: DatafileContent,
    policy: DatafileApplyPolicy
  ) -> DatafileContent {
    guard let stored, policy == .merge else { return incoming }
    var result = incoming
    result.direction = incoming.direction ?? stored.direction
    result.segments = stored.segments.merging(incoming.segments) { _, new in new }
    result.messages = stored.messages.merging(incoming.messages) { _, new in new }
    result.translations = stored.translations.merging(incoming.translations) { _, new in new }
    result.formats = FormatMerge.replacingPresets(stored.formats, incoming.formats)
    return result
  }
}
