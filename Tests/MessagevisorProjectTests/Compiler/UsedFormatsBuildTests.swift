import Testing

@testable import MessagevisorProject

struct UsedFormatsBuildTests {
  @Test func invalidICUWithIncludeOnlyUsedFormatsIsAnError() throws {
    var files = WorkedExampleFixture.files
    files["targets/web.yml"]! += "\nincludeOnlyUsedFormats: true\n"
    files["messages/auth/broken.yml"] = "translations: { en: 'Total {amount, number, money' }\n"
    let fixture = try TemporaryProject(files)
    let project = try Project.load(root: fixture.root)
    do {
      _ = try project.buildJSON(target: "web", locale: "en-US")
      Issue.record("expected invalid_icu_syntax")
    } catch {
      #expect(error.code == "invalid_icu_syntax")
    }
  }

  @Test func onlyReferencedStylesOfSurvivingTranslationsAreKept() throws {
    var files = WorkedExampleFixture.files
    files["targets/web.yml"]! += "\nincludeOnlyUsedFormats: true\n"
    files["messages/auth/total.yml"] = """
      translations: { en: "Total {amount, number, money}" }
      overrides:
        - { key: web, segments: platform-web, translations: { en: "{d, number, decimal}" } }
        - { key: ios, segments: platform-ios, translations: { en: "{d, date, short}" } }
      """
    let fixture = try TemporaryProject(files)
    let line = try Project.load(root: fixture.root).buildJSON(target: "web", locale: "en-US")
    #expect(
      line.contains(
        #""formats":{"number":{"decimal":{"maximumFractionDigits":0},"#
          + #""money":{"style":"currency","currency":"USD","currencyDisplay":"code"}}}"#))
  }
}
