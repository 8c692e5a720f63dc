import Messagevisor
import Testing

@testable import MessagevisorProject

struct ModelDecodingTests {
  /// The §4.3 example as the JS CLI prints it.
  static let jsTests = """
    [{"key":"messages.auth.signin","message":"auth.signin","promotable":true,"assertions":[
     {"locale":"en-US","expectedTranslation":"Sign in","assertionIndex":0},
     {"description":"plan free / flag true","locale":"en-US","context":{"plan":"free"},
      "withFlags":{"beta-login":true},"expectedTranslation":"Sign in",
      "assertionIndex":1,"matrixIndex":0},
     {"description":"n","locale":"en","values":{"n":5,"when":"2026-01-01"},"expectedTranslation":42,
      "expectedByRuntime":{"swift":"x","python":7},"assertionIndex":2,"matrixIndex":1}]},
     {"key":"segments.web","segment":"web","assertions":[{"segment":"web","context":{},
      "expectedToMatch":"false","assertionIndex":0}]},
     {"key":"targets.web","target":"web","assertions":[{"locale":"en",
      "expectedFormats":{"number":{}},
      "expectedToIncludeMessages":["a"],"assertionIndex":0}]}]
    """

  @Test func decodesJSTestListOutput() throws {
    let specs = try ProjectTestSpec.decodeList(from: Self.jsTests)
    #expect(specs.map(\.kind) == [.message, .segment, .target])
    let assertions = specs[0].assertions
    #expect(assertions[1].isFlagEnabled("beta-login"))
    #expect(!assertions[0].isFlagEnabled("beta-login"))
    #expect(assertions[2].expectedTranslation == "42")
    #expect(assertions[2].expectedByRuntime == ["swift": "x", "python": "7"])
    #expect(assertions[2].values?["n"] == .int(5))
    #expect(specs[1].assertions[0].expectedToMatch == false)
    #expect(specs[2].assertions[0].expectedToIncludeMessages == ["a"])
  }

  @Test func decodesJSExamplesWithEvaluatedTranslation() throws {
    let json = """
      {"locales":[{"locale":"en","sourceLocale":"en","exampleIndex":0,"rawMessage":"Hi",
        "evaluatedTranslation":"Hi"}],
       "messages":[{"message":"auth.installApp","locale":"en","exampleIndex":1,"matrixIndex":0,
        "description":"In platform ios","values":{"name":"John"},"context":{"platform":"ios"},
        "evaluatedTranslation":"Download on the App Store","set":"dev"}]}
      """
    let examples = try ProjectExamples.decode(from: json)
    #expect(examples.locales.first?.evaluatedTranslation == .string("Hi"))
    #expect(examples.messages.first?.context?["platform"] == .string("ios"))
    #expect(examples.messages.first?.set == "dev")
  }

  @Test func decodesSegmentList() throws {
    let json = """
      [{"key":"platform-web","description":"Web platform",
        "conditions":{"attribute":"platform","operator":"equals","value":"web"}},
       {"key":"old","archived":true,"conditions":"*"}]
      """
    let list = try ProjectSegmentList.decode(from: json)
    #expect(list.entries.map(\.key) == ["platform-web", "old"])
    #expect(list.segmentsByKey["old"]?.archived == true)
    #expect(list.segmentsByKey["old"]?.conditions == .all)
  }

  @Test func listTestsWithoutMatrixKeepsAssertionsAsAuthored() throws {
    var files = WorkedExampleFixture.files
    files["tests/messages/signin.spec.yml"] =
      "message: auth.signin\nassertions:\n  - matrix: { l: [en] }\n    locale: ${{ l }}\n    "
      + "expectedTranslation: Sign in\n"
    let fixture = try TemporaryProject(files)
    let project = try Project.load(root: fixture.root)
    #expect(
      JSONWriter().string(try project.testListing(applyMatrix: false)) + "\n"
        == #"[{"key":"messages.signin","message":"auth.signin","#
        + #""assertions":[{"matrix":{"l":["en"]},"#
        + #""locale":"${{ l }}","expectedTranslation":"Sign in"}]}]"# + "\n")
    #expect(
      JSONWriter().string(try project.testListing()) + "\n"
        == #"[{"key":"messages.signin","message":"auth.signin","assertions":[{"locale":"en","#
        + #""expectedTranslation":"Sign in","assertionIndex":0,"matrixIndex":0}]}]"# + "\n")
  }
}
