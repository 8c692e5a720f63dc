/// A call's key, values and options, lent from the calling frame to a compiled render.
///
/// Borrows only (`Borrowed`): making one retains nothing, and it is valid inside `lending`'s
/// body.
struct LentArguments {
  let key: Borrowed<String>
  let values: Borrowed<MessagevisorValues>
  let options: Borrowed<TranslateOptions>

  /// Runs `body` with `key`, `values` and `options` lent in place, in one lending scope.
  @inline(__always)
  static func lending<Result>(
    key: String,
    values: MessagevisorValues,
    options: TranslateOptions,
    _ body: (LentArguments) throws -> Result
  ) rethrows -> Result {
    try Borrowed.lending(key) { key in
      try Borrowed.lending(values) { values in
        try Borrowed.lending(options) { options in
          try body(LentArguments(key: key, values: values, options: options))
        }
      }
    }
  }

  /// The compiled render's view of `translation`, the text chosen for a key whose message
  /// details (the caller keeps them alive) are `details`, nil for a key without metadata.
  @inline(__always)
  func input(translation: Borrowed<String>, _ details: EntryDetails?) -> CallInput {
    CallInput(
      key: key, translation: translation, values: values, options: options,
      details: details.map(BorrowedObject.init))
  }
}
