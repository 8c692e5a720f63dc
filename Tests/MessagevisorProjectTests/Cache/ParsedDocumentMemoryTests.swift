import Foundation
import Testing

@testable import MessagevisorProject

/// A watch session's memory: a reload takes unchanged files' trees from it and parses only
/// the changed ones, with the result of a fresh load.
struct ParsedDocumentMemoryTests {
  @Test func aReloadParsesOnlyTheChangedFiles() throws {
    let fixture = try GeneratedProject.write(GeneratedProject.files(count: 80), seed: 5)
    let memory = ParsedDocumentMemory()
    let options = ProjectLoadOptions(memory: memory)
    let first = try Project.load(root: fixture.root, options: options)
    #expect(first.cachedDocuments == 0)
    let files = memory.count
    #expect(files > 80)
    #expect(try Project.load(root: fixture.root, options: options).cachedDocuments == files)
    try fixture.write(
      "messages/area1/group1/m1.yml",
      "description: Edited 1\ntranslations:\n  en: \"Changed {name} 1\"\n  nl: Anders\n")
    let reloaded = try Project.load(root: fixture.root, options: options)
    #expect(reloaded.cachedDocuments == files - 1)
    #expect(ProjectSnapshot(reloaded) == ProjectSnapshot(try Project.load(root: fixture.root)))
    #expect(reloaded.messages["area1.group1.m1"]?.translations["en"] == "Changed {name} 1")
  }
}
