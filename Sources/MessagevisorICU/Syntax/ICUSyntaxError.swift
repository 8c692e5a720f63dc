import Foundation
import Messagevisor

/// A malformed ICU message, with the position of the problem.
///
/// `offset` counts UTF-8 bytes from the start of the message. `line` and `column` are 1-based;
/// lines break at `\n`, `\r\n` and a lone `\r`, and columns count Unicode scalars. `message` is
/// the stable text the SDK uses for `MessagevisorError` (for example "Unclosed ICU argument");
/// `description` adds the position.
public struct ICUSyntaxError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
  /// What is wrong.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// `{}` or `{ , number}`: nothing before `,` or `}`. Points at the `{`.
    case emptyArgumentName
    /// The message ends inside an argument's name, type or style. Points at the `{`.
    case unclosedArgument
    /// The message ends where a selector, a branch or the closing `}` of a choice is
    /// expected. Points at the argument's `{`, or at a selector still waiting for its body.
    case unclosedChoice
    /// The message ends inside a branch body. Points at the branch's `{`.
    case unclosedBranch
    /// A selector without a `{` body, an empty selector, or a choice type with no body
    /// (`{n, plural}`). Points at the selector (or the `}`).
    case invalidChoice
    /// A plural, selectordinal or select without an `other` branch. Points at the `{`.
    case missingOther
    /// More than `ICUMessage.maximumNestingDepth` nested choices. Points at the `{` too deep.
    case nestingTooDeep
  }

  /// What is wrong.
  public let kind: Kind
  /// The UTF-8 byte offset of the problem.
  public let offset: Int
  /// The 1-based line of the problem.
  public let line: Int
  /// The 1-based column (in Unicode scalars) of the problem.
  public let column: Int

  /// Creates an error; the line and column are computed from `source`.
  init(_ kind: Kind, at offset: Int, in source: [UInt8]) {
    self.kind = kind
    self.offset = offset
    let position = ICUSourcePosition(offset: offset, in: source)
    self.line = position.line
    self.column = position.column
  }

  /// Creates an error with an explicit position.
  public init(kind: Kind, offset: Int, line: Int, column: Int) {
    self.kind = kind
    self.offset = offset
    self.line = line
    self.column = column
  }

  /// The stable error text, without a position.
  public var message: String {
    switch kind {
    case .emptyArgumentName: return "ICU argument name is empty"
    case .unclosedArgument: return "Unclosed ICU argument"
    case .unclosedChoice: return "Unclosed ICU choice"
    case .unclosedBranch, .invalidChoice, .missingOther: return "Invalid ICU choice"
    case .nestingTooDeep:
      return "ICU message nests more than \(ICUMessage.maximumNestingDepth) choices"
    }
  }

  /// The message with its line and column.
  public var description: String {
    "\(message) at line \(line), column \(column)"
  }

  /// Same as `description`.
  public var errorDescription: String? { description }

  /// The error the SDK throws for this problem: a `MessagevisorError` with `message`.
  public var messagevisorError: MessagevisorError { MessagevisorError(message) }
}

/// A line and column computed from a UTF-8 offset.
struct ICUSourcePosition: Equatable {
  var line = 1
  var column = 1

  init(offset: Int, in source: [UInt8]) {
    var index = 0
    let end = min(offset, source.count)
    while index < end {
      let byte = source[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte == UInt8(ascii: "\r") {
        let pairsWithNewline = index + 1 < source.count && source[index + 1] == UInt8(ascii: "\n")
        if !pairsWithNewline {
          line += 1
          column = 1
        }
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
  }
}
