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
  /// straight from its entry (source `.translation`, the key `key`, no metadata).
  let origin: UnsafePointer<PipelineInput>?
  /// The key looked up, when there is no `origin`.
  let key: UnsafePointer<String>?

  /// A view of `input`.
  init(_ input: UnsafePointer<PipelineInput>) {
    translation = input.pointer(to: \.translation).unsafelyUnwrapped
    values = input.pointer(to: \.values).unsafelyUnwrapped
    options = input.pointee.options
    origin = input
    key = nil
  }

  /// A view of a stored translation looked up by `key`.
  init(
    key: UnsafePointer<String>,
    translation: UnsafePointer<String>,
    values: UnsafePointer<MessagevisorValues>,
    options: UnsafePointer<TranslateOptions>
  ) {
    self.translation = translation
    self.values = values
    self.options = options
    origin = nil
    self.key = key
  }

  /// The key looked up; nil for a string without one (`formatMessage`).
  var messageKey: String? {
    origin.map { $0.pointee.messageKey } ?? key?.pointee
  }

  /// Where the string comes from.
  var source: MessagevisorTranslationSource {
    origin?.pointee.source ?? .translation
  }

  /// The chosen override's metadata, if any.
  var meta: [String: MessagevisorValue]? {
    origin?.pointee.meta
  }
}
