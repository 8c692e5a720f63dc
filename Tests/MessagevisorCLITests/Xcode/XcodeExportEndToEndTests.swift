import Foundation
import MessagevisorProject
import Testing

@testable import MessagevisorCLI

/// `export` on the built binary, and `export` then `import` of `projects/example`.
@Suite struct XcodeExportEndToEndTests {
  static var example: URL {
    BinaryRunner.packageRoot.appendingPathComponent("projects/example")
  }

  /// A copy of `projects/example` in a temporary folder.
  static func exampleCopy() throws -> URL {
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("example-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: example, to: copy)
    return copy
  }

  @Test func exportsACatalogXcodeCanDecode() throws {
    let result = try BinaryRunner.run([
      "export", "--format=xcstrings", "--projectDirectoryPath=\(Self.example.path)",
      "--target=swift",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let catalog = try JSONDecoder().decode(StringCatalog.self, from: Data(result.stdout.utf8))
    #expect(catalog.sourceLanguage == "en")
    let itemCount = try #require(catalog.strings["wallet.cart.itemCount"])
    #expect(itemCount.comment == "Cart badge text\n\nArguments: 1 count")
    #expect(
      itemCount.localizations?["pl"]?.variations?.plural?["few"]?.stringUnit?.value
        == "%lld karnety w koszyku")
    #expect(
      itemCount.localizations?["en"]?.variations?.plural?["zero"]?.stringUnit?.value
        == "Your cart is empty")
    #expect(
      result.stderr.contains(
        "warning: message \"ride.summary.rideCount\": select on {vehicle} cannot be expressed; "
          + "approximated\n"))
  }

  @Test func exportsXLIFFThatOurReaderReadsBack() throws {
    let result = try BinaryRunner.run([
      "export", "--format=xliff", "--projectDirectoryPath=\(Self.example.path)", "--target=swift",
      "--locale=de-DE",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff "))
    #expect(
      result.stdout.contains(
        "<file original=\"en.lproj/Localizable.strings\" source-language=\"en\" "
          + "target-language=\"de-DE\" datatype=\"plaintext\">"))
    let strings = try XLIFFReader.read(Data(result.stdout.utf8), file: "de.xliff")
    let count = try #require(strings.entries.first { $0.key == "wallet.cart.itemCount" })
    #expect(
      count.localizations["de-DE"]?.substitutions["arg1"]?.forms["one"] == "%lld Pass im Warenkorb")
  }

  @Test func unknownLocaleIsBadData() throws {
    let result = try BinaryRunner.run([
      "export", "--format=xliff", "--projectDirectoryPath=\(Self.example.path)", "--target=swift",
      "--locale=xx",
    ])
    #expect(result.status == 65)
    #expect(result.stderr == "error: target \"swift\" does not list locale \"xx\"\n")
  }

  /// What a String Catalog has no place for; each reason is a bullet of docs/xcode.md, "What
  /// does not round-trip", word for word.
  enum Loss: CaseIterable {
    case select, offset, preset, countInPlural, sourceText, overrides, meta, examples
    case translatorContext, deprecation, archived

    var reason: String {
      switch self {
      case .select: "`select` and `selectordinal`: a catalog only varies by plural and device"
      case .offset: "plural `offset` and exact cases other than `=0` (`=1`)"
      case .preset:
        "number, date and time arguments other than `{n, number, integer}` and"
          + " `{n, number, ::.00}` export as `%@`, which renders the bare value (`1.5`, not"
          + " `1,5` or `1,50 €`)"
      case .countInPlural:
        "`{count}` inside its own plural form comes back as `#`, which formats the number"
          + " (`1,234.5`) where `{count}` prints it as it is (`1234.5`)"
      case .sourceText:
        "a message with no source-language text (the `bench.*` messages are `en-US` only):"
          + " the catalog needs one, so its first translation is exported as the source text"
          + " and comes back"
      case .overrides:
        "overrides chosen by segments, flags, experiments or attributes other than `device`"
          + " (left out with a warning)"
      case .meta: "`meta` other than `shouldTranslate`"
      case .examples: "examples"
      case .translatorContext: "`translatorContext`"
      case .deprecation: "`deprecated` and `deprecationWarning`"
      case .archived: "archived messages: the target leaves them out, so they are not exported"
      }
    }
  }

  /// Changes of the text that render the same; each reason is a bullet of docs/xcode.md.
  enum Normalisation: CaseIterable {
    case apostrophes

    var reason: String {
      switch self {
      case .apostrophes: "`''` where a single `'` would do comes back as `'`"
      }
    }
  }

  /// What does not come back: message, field and reason. The field is `message` for the whole
  /// file, `translations.<locale>` for one text (and the locales inheriting it), and
  /// `translations` for every text of the message.
  static let lost: [(message: String, field: String, loss: Loss)] = [
    ("auth.signIn.socialButton", "examples", .examples),
    ("auth.signIn.socialButton", "meta", .meta),
    ("auth.signIn.socialButton", "overrides", .overrides),
    ("auth.signIn.title", "overrides", .overrides),
    ("auth.signUp.passwordHint", "translations", .preset),
    ("bench.currency", "translations.en", .sourceText),
    ("bench.currency", "translations.en-US", .preset),
    ("bench.greeting", "overrides", .overrides),
    ("bench.greeting", "translations.en", .sourceText),
    ("bench.override", "overrides", .overrides),
    ("bench.override", "translations.en", .sourceText),
    ("bench.plain", "translations.en", .sourceText),
    ("bench.plural", "translations.en", .sourceText),
    ("bench.simple", "translations.en", .sourceText),
    ("errors.generic", "overrides", .overrides),
    ("map.legend.ebike", "overrides", .overrides),
    ("map.navigation.arrival", "translations", .preset),
    ("map.navigation.turn", "translations", .select),
    ("map.navigation.turn", "translations", .preset),
    ("map.search.placeholder", "overrides", .overrides),
    ("map.station.bikesAvailable", "examples", .examples),
    ("map.station.distance", "translations", .preset),
    ("map.station.parkingHint", "overrides", .overrides),
    ("notifications.email.receiptSubject", "translations", .preset),
    ("notifications.push.cityLaunch", "translations", .preset),
    ("notifications.push.rideReminder", "overrides", .overrides),
    ("onboarding.permissions.location", "overrides", .overrides),
    ("onboarding.permissions.location", "translatorContext", .translatorContext),
    ("onboarding.steps.progress", "translations", .preset),
    ("onboarding.welcome.subtitle", "translations", .select),
    ("onboarding.welcome.subtitle", "translations", .preset),
    ("onboarding.welcome.title", "examples", .examples),
    ("onboarding.welcome.title", "overrides", .overrides),
    ("ride.group.members", "translations", .offset),
    ("ride.summary.date", "translations", .preset),
    ("ride.summary.distance", "translations", .preset),
    ("ride.summary.rideCount", "translations", .select),
    ("ride.unlock.button", "examples", .examples),
    ("ride.unlock.button", "overrides", .overrides),
    ("settings.privacy.marketing", "overrides", .overrides),
    ("settings.title", "overrides", .overrides),
    ("settings.units.distance", "translations", .select),
    ("wallet.checkout.discount", "translations", .preset),
    ("wallet.checkout.legacyPayButton", "deprecated", .deprecation),
    ("wallet.checkout.legacyPayButton", "deprecationWarning", .deprecation),
    ("wallet.checkout.payButton", "overrides", .overrides),
    ("wallet.checkout.payButton", "translations", .preset),
    ("wallet.checkout.pricePerMinute", "translations", .preset),
    ("wallet.checkout.total", "examples", .examples),
    ("wallet.checkout.total", "translations", .preset),
    ("wallet.passes.expiry", "translations", .preset),
    ("wallet.passes.upsell", "overrides", .overrides),
    ("wallet.promo.winterSale", "message", .archived),
    ("errors.ride.lockFailed", "translations.ar", .countInPlural),
    ("map.station.bikesAvailable", "translations.ar", .countInPlural),
    ("notifications.inbox.unread", "translations.ar", .countInPlural),
    ("notifications.push.bikeReserved", "translations.ar", .countInPlural),
    ("ride.active.duration", "translations.ar", .countInPlural),
    ("wallet.cart.itemCount", "translations.ar", .countInPlural),
  ]

  /// The messages whose texts come back written differently (any of their locales) but must
  /// render the same for every sample.
  static let normalised: [String: Normalisation] = [
    "onboarding.permissions.location": .apostrophes
  ]

  /// The project `export --format=xcstrings` then `import` gives back: a copy of the example
  /// without its messages and tests (locales, formats, segments and targets stay, so both
  /// render with the same presets), the catalog imported into it.
  static func roundTrip() throws -> (source: URL, back: URL) {
    let source = try exampleCopy()
    let back = try exampleCopy()
    for folder in ["messages", "tests"] {
      try FileManager.default.removeItem(at: back.appendingPathComponent(folder))
    }
    let catalog = source.appendingPathComponent("Localizable.xcstrings")
    let exported = try BinaryRunner.run([
      "export", "--format=xcstrings", "--projectDirectoryPath=\(source.path)", "--target=swift",
      "--output=\(catalog.path)",
    ])
    #expect(exported.status == 0, "\(exported.stderr)")
    let imported = try BinaryRunner.run([
      "import", catalog.path, "--projectDirectoryPath=\(back.path)", "--apply",
    ])
    #expect(imported.status == 0, "\(imported.stderr)")
    return (source, back)
  }

  /// The differing fields of each message of `source` in `back`, and each message's texts.
  static func differences(source: URL, back: URL) throws -> (
    found: [String: Set<String>], texts: [String: [String]]
  ) {
    let messages = source.appendingPathComponent("messages")
    var found: [String: Set<String>] = [:]
    var texts: [String: [String]] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: messages.path).sorted()
    where path.hasSuffix(".yml") {
      let key = String(path.dropLast(4)).replacingOccurrences(of: "/", with: ".")
      let before = try #require(try MessageFields.read(messages.appendingPathComponent(path)))
      texts[key] = before.translations.values.sorted()
      guard let after = try MessageFields.read(back.appendingPathComponent("messages/" + path))
      else {
        found[key] = ["message"]
        continue
      }
      let differences = before.differences(from: after)
      if !differences.isEmpty { found[key] = differences }
    }
    return (found, texts)
  }

  /// Whether a `lost` or `normalised` field covers the text of `locale` (a text is inherited
  /// by the locales under it: `en` covers `en-GB`).
  static func field(_ field: String, covers locale: String) -> Bool {
    guard field.hasPrefix("translations") else { return false }
    guard field.hasPrefix("translations.") else { return true }
    let listed = String(field.dropFirst("translations.".count))
    return locale == listed || locale.hasPrefix(listed + "-")
  }

  static let locales = ["en", "en-US", "en-GB", "de-DE", "de-AT", "fr-FR", "pl", "ar"]

  @Test func exportThenImportRoundTripsTheExample() throws {
    let (source, back) = try Self.roundTrip()
    let (found, texts) = try Self.differences(source: source, back: back)
    var expected: [String: Set<String>] = [:]
    for entry in Self.lost { expected[entry.message, default: []].insert(entry.field) }
    for key in Self.normalised.keys { expected[key, default: []].insert("translations") }
    for key in Set(found.keys).union(expected.keys).sorted() {
      var differing = found[key] ?? []
      if expected[key]?.contains("translations") == true {
        // `translations` stands for whichever of the message's texts changed.
        let texts = differing.filter { $0.hasPrefix("translations.") }
        differing.subtract(texts)
        if !texts.isEmpty { differing.insert("translations") }
      }
      #expect(differing == expected[key] ?? [], "message \(key)")
    }
    // docs/xcode.md: "10 of the 55 messages come back field for field".
    #expect(texts.count == 55)
    #expect(texts.count - found.count == 10)
    let before = try RenderedProject(root: source, locales: Self.locales)
    let after = try RenderedProject(root: back, locales: Self.locales)
    for (key, messageTexts) in texts.sorted(by: { $0.key < $1.key }) where found[key] != ["message"]
    {
      var differing: [String: [String]] = [:]
      var rendered = 0
      for values in RenderedProject.samples(for: messageTexts) {
        for locale in Self.locales {
          let original = before.render(key, locale: locale, values: values)
          let returned = after.render(key, locale: locale, values: values)
          if original != key { rendered += 1 }
          let line =
            "\(locale) \(RenderedProject.describe(values)): \"\(original)\" became"
            + " \"\(returned)\""
          if original != returned, differing[locale]?.contains(line) != true {
            differing[locale, default: []].append(line)
          }
        }
      }
      // The SDK found a text to render (a missing message renders as its key).
      #expect(rendered > 0, "message \(key) never rendered")
      let lost = Self.lost.filter { $0.message == key && $0.field.hasPrefix("translations") }
      let kept = Self.locales.filter { locale in
        !lost.contains { Self.field($0.field, covers: locale) }
      }
      for locale in kept {
        let lines = differing[locale] ?? []
        #expect(lines.isEmpty, "message \(key):\n\(lines.prefix(3).joined(separator: "\n"))")
      }
      for entry in lost {
        // A text listed as lost must really render differently, or it is a normalisation.
        #expect(
          differing.keys.contains { Self.field(entry.field, covers: $0) },
          "message \(key), \(entry.field) renders the same: not lost")
      }
    }
  }

  /// The bullets of docs/xcode.md's "What does not round-trip", by the first line of the
  /// paragraph above each list, continuation lines joined.
  static func documentedReasons() throws -> [String: [String]] {
    let url = BinaryRunner.packageRoot.appendingPathComponent("docs/xcode.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let section = try #require(text.components(separatedBy: "## What does not round-trip").last)
      .components(separatedBy: "\n## ")[0]
    var lists: [String: [String]] = [:]
    var header = ""
    var previousWasBullet = false
    var paragraphStarts = true
    for line in section.components(separatedBy: "\n") {
      if line.isEmpty {
        paragraphStarts = true
        previousWasBullet = false
      } else if line.hasPrefix("- ") {
        lists[header, default: []].append(String(line.dropFirst(2)))
        previousWasBullet = true
      } else if line.hasPrefix("  "), previousWasBullet, var items = lists[header] {
        items[items.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
        lists[header] = items
      } else if paragraphStarts {
        header = line
        paragraphStarts = false
      }
    }
    return lists
  }

  @Test func theDocsGiveTheReasonsTheRoundTripTestUses() throws {
    let lists = try Self.documentedReasons()
    let lost = lists.first { $0.key.hasPrefix("Lost") }?.value
    let normalised = lists.first { $0.key.hasPrefix("Normalised") }?.value
    #expect(lists.count == 2, "\(lists.keys.sorted())")
    #expect(lost == Loss.allCases.map(\.reason))
    #expect(normalised == Normalisation.allCases.map(\.reason))
    // Every reason is used by the round trip, so the lists hold nothing it does not show.
    #expect(Set(Self.lost.map(\.loss)) == Set(Loss.allCases))
    #expect(Set(Self.normalised.values) == Set(Normalisation.allCases))
  }
}
