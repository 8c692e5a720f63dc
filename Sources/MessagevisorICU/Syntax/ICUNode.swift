/// One element of a parsed ICU message.
///
/// Ranges are UTF-8 byte offsets into the message source, from the first byte of the element
/// up to (not including) the byte after its last one.
public enum ICUNode: Sendable, Equatable {
  /// Literal text, after apostrophe quoting was resolved (`''` is already one `'`).
  case text(ICUTextNode)
  /// `#` inside a plural or selectordinal branch: the plural number minus the offset.
  case pound(Range<Int>)
  /// `{name}` or `{name, type[, style]}`.
  case argument(ICUArgumentNode)
  /// `{name, plural|selectordinal|select, …}`.
  case choice(ICUChoiceNode)
}

/// Literal text of a message.
public struct ICUTextNode: Sendable, Equatable {
  /// The text to print.
  public var value: String
  /// Where the text (including quoting apostrophes) stands in the source.
  public var range: Range<Int>
}

/// A placeholder that prints one value, optionally through a formatter.
public struct ICUArgumentNode: Sendable, Equatable {
  /// The value name (trimmed).
  public var name: String
  /// `.simple`, `.number`, `.date`, `.time` or `.other(type)`; never a choice kind.
  public var kind: ICUArgumentKind
  /// The third part of the argument.
  public var style: ICUArgumentStyle
  /// The whole argument, `{` to `}`.
  public var range: Range<Int>
  /// The compiled `::` skeleton of a `number` argument.
  var numberSkeleton: ICUNumberSkeleton?
}

/// A plural, selectordinal or select argument and its branches.
public struct ICUChoiceNode: Sendable, Equatable {
  /// The value name (trimmed).
  public var name: String
  /// Which choice.
  public var kind: ICUChoiceKind
  /// The `offset:` value (0 when absent). Category selection and `#` use value − offset.
  public var offset: Double
  /// The branches in source order; a repeated selector replaced the earlier body in place.
  public var branches: [ICUBranch]
  /// The whole argument, `{` to `}`.
  public var range: Range<Int>
  /// The index of the `other` branch in `branches`.
  var otherIndex: Int
}

/// One `selector {body}` branch of a choice.
public struct ICUBranch: Sendable, Equatable {
  /// The selector as written (`=1`, `one`, `female`).
  public var selector: String
  /// For plural and selectordinal: the number of an `=N` selector. Nil otherwise.
  public var exactValue: Double?
  /// The parsed branch body.
  public var body: [ICUNode]
  /// From the selector to the `}` closing the body.
  public var range: Range<Int>
}

/// The choice an argument makes.
public enum ICUChoiceKind: String, Sendable, Equatable {
  /// Cardinal plural categories and `=N` selectors.
  case plural
  /// Ordinal plural categories and `=N` selectors.
  case selectordinal
  /// String keys.
  case select
}

/// What an argument does with its value.
public enum ICUArgumentKind: Sendable, Hashable {
  /// `{name}`.
  case simple
  /// `{name, number…}`.
  case number
  /// `{name, date…}`.
  case date
  /// `{name, time…}`.
  case time
  /// `{name, plural, …}`.
  case plural
  /// `{name, selectordinal, …}`.
  case selectordinal
  /// `{name, select, …}`.
  case select
  /// Any other type (`spellout`, `duration`…): the value is printed as is.
  case other(String)
}

/// The style part of a typed argument.
public enum ICUArgumentStyle: Sendable, Hashable {
  /// No style, or an empty one.
  case none
  /// A preset or built-in name (`percent`, `short`, `money`).
  case named(String)
  /// A `::` skeleton; the text after `::`, trimmed.
  case skeleton(String)
}
