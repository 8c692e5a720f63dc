import Testing

/// How `DocCArticle` picks the blocks it compiles, without building anything.
@Suite struct DocCArticleTests {
  @Test func markedBlocksAreLeftOutAndTheRestIsOneProgram() throws {
    let markdown = """
      ```swift
      // Package.swift
      dependencies: []
      ```

      ```swift
      import Foundation
      let answer = 42
      ```

      ```swift
      // Apple platforms: SwiftUI
      import SwiftUI
      let title = Text("Hi")
      ```

      ```swift
      print(answer)  // 42
      ```
      """
    let article = try #require(DocCArticle.make(product: "P", name: "A", markdown: markdown))
    #expect(article.source == "import Foundation\n\nlet answer = 42\nprint(answer)  // 42\n")
    #expect(article.expectedLines == ["42"])
    #expect(DocCArticle.unknownSwiftFences(markdown).isEmpty)
  }

  @Test func aSwiftFenceWithAnotherInfoStringIsReported() {
    let markdown = "```swift ui\nText(\"Hi\")\n```\n\n```Swift\nlet x = 1\n```\n"
    #expect(DocCArticle.unknownSwiftFences(markdown) == ["```swift ui", "```Swift"])
    #expect(DocCArticle.make(product: "P", name: "A", markdown: markdown) == nil)
  }
}
