import MessagevisorICU

/// A named-style reference inside an ICU message, e.g. `{amount, number, money}`.
struct StyleReference: Hashable, Sendable {
  /// `number`, `date` or `time`.
  let family: String
  /// The style name.
  let style: String
}

/// Why an ICU message could not be scanned.
struct ICUScanError: Error, Hashable, Sendable {
  /// A short reason with the position inside the message.
  let reason: String
  /// The UTF-8 offset of the problem in the message.
  let offset: Int
}

/// Extracts the format styles an ICU message uses (build-and-cli-json §3.7).
///
/// Parses with the SDK's ICU parser (the same one that renders the message at runtime) and
/// walks every argument, inside all plural/select branches, keeping `number`, `date` and
/// `time` arguments with a named (non-`::skeleton`) style.
enum UsedFormatExtraction {
  /// The named-style references of `message`, in source order.
  static func styleReferences(in message: String) throws(ICUScanError) -> [StyleReference] {
    let parsed: ICUMessage
    do {
      parsed = try ICUMessage.parse(message)
    } catch {
      throw ICUScanError(
        reason: "\(error.line):\(error.column): \(error.message)", offset: error.offset)
    }
    var references: [StyleReference] = []
    for argument in parsed.arguments() {
      guard case .named(let style) = argument.style, let family = family(argument.kind) else {
        continue
      }
      references.append(StyleReference(family: family, style: style))
    }
    return references
  }

  /// The format family a typed argument reads its named style from; nil for other kinds.
  static func family(_ kind: ICUArgumentKind) -> String? {
    switch kind {
    case .number: return "number"
    case .date: return "date"
    case .time: return "time"
    default: return nil
    }
  }
}
