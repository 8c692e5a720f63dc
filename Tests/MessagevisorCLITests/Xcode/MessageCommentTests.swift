import Testing

@testable import MessagevisorCLI

/// A description and argument names survive being written as a catalog comment and read back.
@Suite struct MessageCommentTests {
  @Test(arguments: [
    ("Cart badge text", [1: "count"]),
    ("Two lines,\nthe second one ends the text", [1: "amount", 2: "name"]),
    ("A block that ends with a line break\n", [1: "amount"]),
    ("A block that ends with a line break\n", [:]),
    ("Ends with a blank line\n\n", [2: "total"]),
  ])
  func writtenThenReadGivesItBack(description: String, names: [Int: String]) {
    let comment = MessageComment.text(description: description, names: names)
    let read = MessageComment(comment)
    #expect(read.description == description)
    #expect(read.names == names)
  }

  @Test func aCommentWithOnlyTheArgumentsLineHasNoDescription() {
    let read = MessageComment("Arguments: 1 count")
    #expect(read.description == nil)
    #expect(read.names == [1: "count"])
  }
}
