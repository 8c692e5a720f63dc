import Messagevisor

/// Byte-level character classes used by the ICU parser.
///
/// Whitespace is Unicode `Pattern_White_Space` (`PatternWhiteSpace` in the core module, which
/// the parser and the number skeleton readers share); this type keeps only its ASCII part.
enum ICUByteClass {
  /// True for an ASCII byte of `Pattern_White_Space`.
  ///
  /// Tab, line feed, vertical tab, form feed, carriage return or space.
  @inline(__always)
  static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte < 0x80 && PatternWhiteSpace.contains(Unicode.Scalar(byte))
  }
}
