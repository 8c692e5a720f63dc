import Foundation
import Messagevisor
import Testing

@Suite struct FormattingEngineKindTests {
  #if os(Linux)
    @Test func linuxDefaultsToTheICUEngine() {
      #expect(FormattingEngineKind.platformDefault == .icu)
      #expect(FormattingEngineKind.icu.resolved == .icu)
    }

    @Test func theToolchainICUReportsItsVersions() throws {
      let versions = try #require(FormattingEngineKind.icuVersions)
      #expect(versions.icu == "76.1")
      #expect(versions.cldr.hasPrefix("46."))
    }
  #else
    @Test func appleDefaultsToFoundation() {
      #expect(FormattingEngineKind.platformDefault == .foundation)
      #expect(FormattingEngineKind.icu.resolved == .foundation)
    }
  #endif

  @Test func theProcessDefaultFollowsTheEnvironment() {
    let value = ProcessInfo.processInfo.environment[FormattingEngineKind.environmentVariable]
    let expected = value.flatMap(FormattingEngineKind.init(rawValue:))?.resolved
    #expect(FormattingEngineKind.processDefault == expected ?? .platformDefault)
  }

  @Test(arguments: FormattingEngineKind.allCases)
  func aContextKeepsTheResolvedEngine(_ kind: FormattingEngineKind) {
    let context = FormattingContext(locale: "en-US", timeZone: "UTC", engine: kind)
    #expect(context.engine == kind.resolved)
  }

  @Test(arguments: FormattingEngineKind.allCases)
  func anSDKFormatsWithEitherEngine(_ kind: FormattingEngineKind) throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(locale: "en-US", logLevel: .fatal, formattingEngine: kind))
    let text = try sdk.formatNumber(1234.5)
    #expect(text == "1,234.5")
  }
}

@Suite struct InstanceEngineTests {
  /// A list type only the ICU engine honours (`unit`; Foundation has no unit lists) tells
  /// which engine an instance method used.
  @Test func listsFollowTheInstanceEngine() throws {
    let icu = createMessagevisor(
      MessagevisorOptions(locale: "en-US", logLevel: .fatal, formattingEngine: .icu))
    let foundation = createMessagevisor(
      MessagevisorOptions(locale: "en-US", logLevel: .fatal, formattingEngine: .foundation))
    let options: FormatOptions = ["type": "unit"]
    #if os(Linux)
      #expect(try icu.formatList(["A", "B", "C"], formatOptions: options) == "A, B, C")
    #endif
    #expect(try foundation.formatList(["A", "B", "C"], formatOptions: options) == "A, B, and C")
    #expect(try icu.formatList(["A", "B"]) == "A and B")
    #expect(try icu.formatDisplayName("fr", type: "language") == "French")
  }
}
