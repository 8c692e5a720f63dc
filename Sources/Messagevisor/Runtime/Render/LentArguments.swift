/// A call's key, values and options, lent from the calling frame to a compiled render.
///
/// Pointers only: making one retains nothing, and it is valid inside `lending`'s body.
struct LentArguments {
  let key: UnsafePointer<String>
  let values: UnsafePointer<MessagevisorValues>
  let options: UnsafePointer<TranslateOptions>

  /// Runs `body` with `key`, `values` and `options` lent in place.
  @inline(__always)
  static func lending<Result>(
    key: String,
    values: MessagevisorValues,
    options: TranslateOptions,
    _ body: (LentArguments) throws -> Result
  ) rethrows -> Result {
    try withUnsafePointer(to: key) { key in
      try withUnsafePointer(to: values) { values in
        try withUnsafePointer(to: options) { options in
          try body(LentArguments(key: key, values: values, options: options))
        }
      }
    }
  }

  /// The compiled render's view of `translation`, the text chosen for a key whose message
  /// details (the caller keeps them alive) are `details`, nil for a key without metadata.
  @inline(__always)
  func input(translation: UnsafePointer<String>, _ details: EntryDetails?) -> CallInput {
    CallInput(
      key: key, translation: translation, values: values, options: options,
      details: details.map(Unmanaged.passUnretained))
  }
}
