/// One call's input as a compiled message reads it, lent from the calling frame.
///
/// Nothing in it is copied or retained: the translation, the values and the options are
/// pointers to the caller's own (a stored translation points into the datafile's entry
/// table, which the call's snapshot keeps alive). A shared translation string retained on
/// every call is a reference count every core writes; this view touches none.
@usableFromInline
struct CallInput {
  @usableFromInline let translation: UnsafePointer<String>
  @usableFromInline let values: UnsafePointer<MessagevisorValues>
  @usableFromInline let options: UnsafePointer<TranslateOptions>
  /// The pipeline input this view was made from; nil for a stored translation rendered
  /// straight from its entry (source `.translation`, the key `key`, the metadata of
  /// `details`).
  let origin: UnsafePointer<PipelineInput>?
  /// The key looked up, when there is no `origin`.
  let key: UnsafePointer<String>?
  /// The looked-up message's details, when there is no `origin` and the key has metadata.
  let details: Unmanaged<EntryDetails>?

  /// A view of `input`.
  init(_ input: UnsafePointer<PipelineInput>) {
    translation = input.pointer(to: \.translation).unsafelyUnwrapped
    values = input.pointer(to: \.values).unsafelyUnwrapped
    options = input.pointee.options
    origin = input
    key = nil
    details = nil
  }

  /// A view of a stored translation looked up by `key`; `details` are those of a key with
  /// message metadata (the caller keeps them alive), whose metadata the view lends.
  init(
    key: UnsafePointer<String>,
    translation: UnsafePointer<String>,
    values: UnsafePointer<MessagevisorValues>,
    options: UnsafePointer<TranslateOptions>,
    details: Unmanaged<EntryDetails>? = nil
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
    return details?._withUnsafeGuaranteedRef { $0.meta }
  }
}
