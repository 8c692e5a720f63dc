@testable import MessagevisorProject

/// The worked example of build-and-cli-json §3.10 as a project (our own files).
enum WorkedExampleFixture {
  static let files: [String: String] = [
    "messagevisor.config.js": """
    const { createICUModule } = require("@messagevisor/module-icu");

    module.exports = {
      modules: [createICUModule()],
    };
    """,
    "locales/en.yml": """
    description: English
    formats:
      number:
        decimal: { maximumFractionDigits: 2 }
        money: { style: currency, currency: USD }
    """,
    "locales/en-US.yml": """
    description: English (US)
    direction: ltr
    inheritTranslationsFrom: en
    inheritFormatsFrom: en
    formats:
      number:
        money: { style: currency, currency: USD, currencyDisplay: code }
    """,
    "locales/nl.yml": """
    description: Dutch
    """,
    "segments/platform-web.yml": """
    description: Web
    conditions: [ { attribute: platform, operator: equals, value: web } ]
    """,
    "segments/platform-ios.yml": """
    description: iOS
    conditions: { attribute: platform, operator: equals, value: ios }
    """,
    "segments/pro-web.yml": """
    description: Pro on web
    conditions:
      and:
        - { attribute: platform, operator: equals, value: web }
        - { attribute: plan, operator: equals, value: pro }
    """,
    "targets/web.yml": """
    description: Web
    includeMessages: [auth*]
    excludeMessages: auth.internal*
    locales: [en-US]
    context: { platform: web }
    formats:
      en-US:
        number:
          decimal: { maximumFractionDigits: 0 }
    """,
    "messages/auth/signin.yml": """
    description: Sign in
    translations: { en: Sign in }
    overrides:
      - { key: ios,  segments: platform-ios, translations: { en: Sign in on iPhone } }
      - { key: web,  segments: platform-web, translations: { en-US: Sign in on the web } }
      - { key: pro,  segments: pro-web,      translations: { en: Sign in to Pro } }
      - key: beta
        conditions: { feature: beta-login, operator: isEnabled }
        translations: { en: Try the new sign in }
    """,
    "messages/auth/legacy.yml": """
    description: Old
    deprecated: true
    deprecationWarning: Use auth.signin
    translations: { en: Log in }
    """,
    "messages/auth/draft.yml": """
    description: Draft
    archived: true
    translations: { en: Draft }
    """,
    "messages/auth/nlOnly.yml": """
    description: Dutch only
    translations: { nl: Alleen NL }
    """,
    "messages/auth/internal/debug.yml": """
    description: Debug
    translations: { en: Debug }
    """,
    "messages/billing/total.yml": """
    description: Total
    translations: { en: Total }
    """,
  ]

  /// The expected `build --json --target=web --locale=en-US` line (no REVISION file).
  static let expectedWebEnUS =
    #"{"schemaVersion":"1","messagevisorVersion":"messagevisor-swift/0.2.0","revision":"1","#
    + #""target":"web","locale":"en-US","direction":"ltr","#
    + #""formats":{"number":{"decimal":{"maximumFractionDigits":0},"#
    + #""money":{"style":"currency","currency":"USD","currencyDisplay":"code"}}},"#
    + #""segments":{"pro-web":{"conditions":"{\"attribute\":\"plan\",\"operator\":\"equals\","#
    + #"\"value\":\"pro\"}"}},"#
    + #""messages":{"auth.legacy":{"deprecated":true,"deprecationWarning":"Use auth.signin"},"#
    + #""auth.signin":{"overrides":[{"key":"web","translation":"Sign in on the web"},"#
    + #"{"key":"pro","translation":"Sign in to Pro","segments":"pro-web"},"#
    + #"{"key":"beta","translation":"Try the new sign in","#
    + #""conditions":"{\"feature\":\"beta-login\",\"operator\":\"isEnabled\"}"}]}},"#
    + #""translations":{"auth.legacy":"Log in","auth.signin":"Sign in"}}"#

  /// The warnings of loading the worked example with `file` written as `text` (added, or
  /// replacing the example's file).
  static func loadWarnings(_ file: String, _ text: String) throws -> [String] {
    var changed = files
    changed[file] = text
    let fixture = try TemporaryProject(changed)
    return try Project.load(root: fixture.root).warnings
  }

  /// The error of loading the worked example with `file` written as `text` (added, or
  /// replacing the example's file), nil when it loads.
  static func loadError(_ file: String, _ text: String) throws -> ProjectError? {
    var changed = files
    changed[file] = text
    let fixture = try TemporaryProject(changed)
    do {
      _ = try Project.load(root: fixture.root)
      return nil
    } catch {
      return error
    }
  }
}
