import Foundation
import Messagevisor
import MessagevisorICU
import Testing

struct ConversionCase: Sendable, CustomTestStringConvertible {
  let name: String
  let value: any MessagevisorValueConvertible & Sendable
  let expected: MessagevisorValue
  var testDescription: String { name }
}

/// The core pieces generated accessors rely on: value conversion and the typed overloads.
@Suite struct TypedMessageTests {
  static let conversions: [ConversionCase] = [
    ConversionCase(name: "String", value: "Ada", expected: .string("Ada")),
    ConversionCase(name: "Substring", value: "Ada!".dropLast(), expected: .string("Ada")),
    ConversionCase(name: "Bool", value: true, expected: .bool(true)),
    ConversionCase(name: "Int", value: 3, expected: .int(3)),
    ConversionCase(name: "Int8", value: Int8(-4), expected: .int(-4)),
    ConversionCase(name: "UInt16", value: UInt16(65_535), expected: .int(65_535)),
    ConversionCase(name: "Int64", value: Int64.min, expected: .int(Int.min)),
    ConversionCase(name: "UInt64 beyond Int", value: UInt64.max, expected: .double(0x1p64)),
    ConversionCase(name: "Double", value: 2.5, expected: .double(2.5)),
    ConversionCase(name: "Float", value: Float(0.25), expected: .double(0.25)),
    ConversionCase(name: "Decimal whole", value: Decimal(42), expected: .int(42)),
    ConversionCase(
      name: "Decimal fraction", value: Decimal(string: "0.5")!, expected: .double(0.5)),
    ConversionCase(
      name: "Date", value: Date(timeIntervalSince1970: 86_400),
      expected: .date(Date(timeIntervalSince1970: 86_400))),
    ConversionCase(name: "MessagevisorValue", value: MessagevisorValue.null, expected: .null),
  ]

  @Test(arguments: conversions)
  func conversion(_ example: ConversionCase) {
    #expect(example.value.messagevisorValue == example.expected)
  }

  @Test func numericProtocolAcceptsLiteralsAndEveryStandardNumber() {
    func value(_ number: some MessagevisorNumeric) -> MessagevisorValue { number.messagevisorValue }
    #expect(value(3) == .int(3))
    #expect(value(3.5) == .double(3.5))
    #expect(value(UInt8(7)) == .int(7))
  }

  static let datafile = #"""
    {"schemaVersion":"1","messagevisorVersion":"test","revision":"1","target":"app",
     "locale":"en","segments":{},"messages":{},
     "translations":{"cart.items":"{count, plural, one {# item} other {# items}} for {name}",
                     "title":"Dashboard"}}
    """#

  static func sdk() -> Messagevisor {
    createMessagevisor(
      MessagevisorOptions(
        datafileJSON: datafile, locale: "en", logLevel: .fatal, modules: [createICUModule()]))
  }

  @Test func typedOverloadsMatchTheKeyedCalls() throws {
    let sdk = Self.sdk()
    let message = MessagevisorMessage(
      key: "cart.items", values: ["count": 3.messagevisorValue, "name": "Ada".messagevisorValue])
    let keyed = try sdk.translate("cart.items", values: message.values)
    #expect(keyed == "3 items for Ada")
    #expect(try sdk.translate(message) == keyed)
    #expect(try sdk.t(message) == keyed)
    #expect(
      try sdk.getRawTranslation(message)
        == "{count, plural, one {# item} other {# items}} for {name}")
    let child = sdk.spawn()
    #expect(try child.translate(message) == keyed)
    #expect(try child.t(MessagevisorMessage(key: "title")) == "Dashboard")
    #expect(try child.getRawTranslation(MessagevisorMessage(key: "title")) == "Dashboard")
  }

  @Test func optionsReachTheTypedCall() throws {
    let sdk = Self.sdk()
    let options = TranslateOptions(defaultTranslation: "Fallback")
    #expect(try sdk.translate(MessagevisorMessage(key: "missing"), options: options) == "Fallback")
    #expect(MessagevisorMessage(key: "title").description == "title")
    #expect(MessagevisorMessage(key: "title").values.isEmpty)
  }
}
