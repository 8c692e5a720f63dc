import Foundation
import Messagevisor
import Testing

@testable import MessagevisorRemote

@Suite("ScreensThatFollowTheTranslations.md: the snippets compile and do what the article says")
@MainActor
struct ObservableTranslatorDocTests {
  /// A ```swift block of the article.
  struct Block {
    let lines: [String]

    /// Marked as needing SwiftUI or UIKit by its first line (the marker `DocCArticle` leaves
    /// out of its compilation too).
    var isApplePlatformsOnly: Bool { lines.first?.hasPrefix("// Apple platforms:") == true }
  }

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  /// The DocC article about `ObservableTranslator`.
  static let page = folder.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(
      "Sources/MessagevisorRemote/MessagevisorRemote.docc/ScreensThatFollowTheTranslations.md")

  static func blocks() throws -> [Block] {
    var blocks: [Block] = []
    var open: [String]?
    for line in try String(contentsOf: page, encoding: .utf8).components(separatedBy: "\n") {
      if let current = open {
        if line == "```" {
          blocks.append(Block(lines: current))
          open = nil
        } else {
          open = current + [line]
        }
      } else if line.hasPrefix("```swift") {
        open = []
      }
    }
    return blocks
  }

  static func source(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  @Test("Every compiled swift block is in ObservableTranslatorDocSnippets.swift, line for line")
  func plainBlocks() throws {
    let plain = try Self.blocks().filter { !$0.isApplePlatformsOnly }
    #expect(plain.count == 2)
    let snippets = try Self.source("ObservableTranslatorDocSnippets.swift")
    for block in plain {
      let text = block.lines.joined(separator: "\n") + "\n"
      #expect(snippets.contains(text), "not in the compiled snippets:\n\(text)")
    }
  }

  @Test("Every translator line of an Apple-only block is in ObservableTranslatorDocMirrors.swift")
  func uiBlocks() throws {
    let ui = try Self.blocks().filter(\.isApplePlatformsOnly)
    #expect(ui.count == 2)
    let mirrors = try Self.source("ObservableTranslatorDocMirrors.swift")
      .components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let markers = ["l10n.", "withObservationTracking", "onChange:"]
    let checked = ui.flatMap(\.lines).filter { line in markers.contains { line.contains($0) } }
    #expect(checked.count >= 7)
    for line in checked {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      #expect(mirrors.contains(trimmed), "not in the mirrors: \(trimmed)")
    }
  }

  @Test("The setup snippet starts in English from the bundled datafile")
  func setup() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mv-doc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let english = folder.appendingPathComponent("en.json")
    try Data(Self.signIn(revision: "b1").utf8).write(to: english)

    let l10n = makeTranslator(bundledEnglish: english, caches: folder)
    #expect(l10n.followsDeviceLocale)
    #expect(await l10n.start(locale: "en", refresh: false) == .bundled(revision: "b1"))

    #expect(l10n.isReady)
    #expect(l10n.t("auth.signin") == "Sign in")
    #expect(ShopAppMirror(l10n: l10n).root.action != nil)
  }

  @Test("SwiftUI placeholder: shown until ready or timed out, then the text or the key")
  func placeholder() async throws {
    let fixture = TranslatorFixture(template: try downTemplate()) { $0.bundled = [:] }
    defer { fixture.remote.removeCache() }
    let view = SignInTitleMirror(l10n: fixture.translator)
    #expect(view.body == nil)

    // Timed out without translations: the key rather than a placeholder forever.
    view.timedOut = true
    #expect(view.body == Text("auth.signin"))
    view.timedOut = false

    // Ready: the text, and the wait ends at once (waiting for the first sync is covered by
    // `ObservableTranslatorReadinessTests`, without a race against the snippet's 3 s).
    fixture.sdk.setDatafile(Self.signIn(revision: "1"))
    await fixture.translator.settled()
    #expect(view.body == Text("Sign in"))
    await view.waitForTranslations()
    #expect(!view.timedOut)
  }

  @Test("UIKit render loop: the label is rewritten after a datafile change, once")
  func renderLoop() async throws {
    let fixture = TranslatorFixture(template: try downTemplate())
    defer { fixture.remote.removeCache() }
    fixture.sdk.setDatafile(Self.signIn(revision: "1"))
    await fixture.translator.settled()
    let controller = SignInViewControllerMirror(l10n: fixture.translator)
    controller.viewDidLoad()
    #expect(controller.titleLabel.text == "Sign in")

    fixture.sdk.setDatafile(Self.signIn(revision: "2", text: "Log in"))
    await fixture.translator.settled()
    // The render runs in a main-actor task of its own, queued when the change was handled.
    await yieldUntil { controller.renders == 2 }

    #expect(controller.titleLabel.text == "Log in")
    #expect(controller.renders == 2)
    fixture.sdk.setDatafile(Self.signIn(revision: "3", text: "Log in"), replace: false)
    await fixture.translator.settled()
    await yieldUntil { controller.renders == 3 }
    #expect(controller.renders == 3, "the loop tracks again after each render")
  }

  static func signIn(revision: String, text: String = "Sign in") -> String {
    Datafiles.json(revision: revision, translations: ["auth.signin": text])
  }
}
