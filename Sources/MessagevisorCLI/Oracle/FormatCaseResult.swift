/// What the SDK printed for one case, or why it failed.
struct FormatCaseResult: Sendable, Equatable, Encodable {
  /// The case id.
  let id: String
  /// The formatted text; nil for a display name the SDK does not know, or on failure.
  let output: String?
  /// The error the SDK threw; nil on success.
  let error: String?
  /// For a date case on the ICU engine, the ICU pattern it was formatted with.
  var pattern: String?
  /// For a range, list or display-name case on the ICU engine, the ICU data behind it.
  var icuData: String?
  /// For a date or range case, the BCP 47 type of the calendar it was formatted in.
  var calendar: String?

  private enum CodingKeys: String, CodingKey {
    case id
    case output
    case error
    case pattern
    case icuData
    case calendar
  }

  /// `{"id", "output"}` (output may be null) or `{"id", "error"}`, with `pattern`,
  /// `icuData` and `calendar` when known.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    if let error {
      try container.encode(error, forKey: .error)
    } else {
      try container.encode(output, forKey: .output)
    }
    try container.encodeIfPresent(pattern, forKey: .pattern)
    try container.encodeIfPresent(icuData, forKey: .icuData)
    try container.encodeIfPresent(calendar, forKey: .calendar)
  }
}

/// The file `format-cases` writes: who formatted, then one result per case in order.
struct FormatCaseReport: Sendable, Encodable {
  /// The runtime that produced the results.
  struct Runtime: Sendable, Encodable {
    /// Always `swift`.
    let engine: String
    /// `MESSAGEVISOR_FORMATTING_ENGINE` as seen by the process, or `default`.
    let formattingEngine: String
    /// The operating system family.
    let platform: String
  }

  /// The runtime.
  let runtime: Runtime
  /// One result per case.
  let results: [FormatCaseResult]
}
