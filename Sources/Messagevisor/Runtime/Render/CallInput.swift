/// One call's input as a compiled message reads it, lent from the calling frame.
///
/// Nothing in it is copied or retained: the translation, the values and the options are
/// borrows of the caller's own (`Borrowed`; a stored translation is one in the datafile's
/// entry table, which the call's snapshot keeps alive). A shared translation string retained
/// on every call is a reference count every core writes; this view touches none.
@usableFromInline
struct CallInput {
  @usableFromInline let translation: Borrowed<String>
  @usableFromInline let values: Borrowed<MessagevisorValues>
  @usableFromInline let options: Borrowed<TranslateOptions>
  /// The pipeline input this view was made from; nil for a stored translation rendered
  /// straight from its entry (source `.translation`, the key `key`, the metadata of
  /// `details`).
  let origin: Borrowed<PipelineInput>?
  /// The key looked up, when there is no `origin`.
  let key: Borrowed<String>?
  /// The looked-up message's details, when there is no `origin` and the key has metadata.
  let details: BorrowedObject<EntryDetails>?

  /// A view of `input`.
  init(_ input: Borrowed<PipelineInput>) {
    translation = input.member(\.translation)
    values = input.member(\.values)
    options = input.pointee.options
    origin = input
    key = nil
    details = nil
  }

  /// A view of a stored translation looked up by `key`; `details` are those of a key with
  /// message metadata (the caller keeps them alive), whose metadata the view lends.
  init(
    key: Borrowed<String>,
    translation: Borrowed<String>,
    values: Borrowed<MessagevisorValues>,
    options: Borrowed<TranslateOptions>,
    details: BorrowedObject<EntryDetails>? = nil
  ) {
    self.translation = translation
    self.values = values
    self.options = options
    origin = nil
    self.key = key
    self.details = details
  }

  /// The key looked up; nil for a string without one (`formatMessage`).
  var messageKey: String? {
    origin.map { $0.pointee.messageKey } ?? key?.pointee
  }

  /// Where the string comes from.
  var source: MessagevisorTranslationSource {
    origin?.pointee.source ?? .translation
  }

  /// The looked-up message's metadata, if any.
  var meta: [String: MessagevisorValue]? {
    if let origin { return origin.pointee.meta }
    return details?.with { $0.meta }
  }
}
