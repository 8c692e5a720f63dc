/// The Swift sources of the programs that translate through generated accessors.
///
/// Each program loads the datafiles in the folder named by its first argument into one SDK
/// with the ICU module, translates through `L10n`, prints one line per check and exits with 1
/// when any translation differs. No string key or values dictionary appears in the checks.
enum CheckProgramSources {
  /// Shared by every program: the SDK set-up and the comparison.
  static let checker = #"""
    import Foundation
    import Messagevisor
    import MessagevisorICU

    /// Translates typed messages and compares them with expectations (spaces normalised).
    @MainActor
    final class Checker {
      let sdk: Messagevisor
      private var checked = 0
      private var failed = 0

      init() {
        let folder = CommandLine.arguments[1]
        sdk = createMessagevisor(
          MessagevisorOptions(logLevel: .fatal, modules: [createICUModule()]))
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for file in files.sorted() where file.hasSuffix(".json") {
          sdk.setDatafile(FileManager.default.contents(atPath: folder + "/" + file) ?? Data())
        }
      }

      func expect(
        _ message: MessagevisorMessage,
        locale: String,
        context: MessagevisorContext = [:],
        timeZone: String? = nil,
        _ expected: String,
        line: Int = #line
      ) {
        let options = TranslateOptions(locale: locale, timeZone: timeZone, context: context)
        let actual: String
        do {
          actual = try sdk.translate(message, options: options)
        } catch {
          actual = "threw \(error)"
        }
        compare(actual, expected, line: line)
      }

      func compare(_ actual: String, _ expected: String, line: Int = #line) {
        checked += 1
        let normalized = actual.replacingOccurrences(of: "\u{00A0}", with: " ")
          .replacingOccurrences(of: "\u{202F}", with: " ")
        if normalized == expected {
          print("ok line \(line): \(expected)")
        } else {
          failed += 1
          print("FAIL line \(line): expected \"\(expected)\", got \"\(actual)\"")
        }
      }

      func date(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text) ?? Date(timeIntervalSince1970: 0)
      }

      func finish() -> Never {
        print("checked \(checked), failed \(failed)")
        exit(failed == 0 && checked > 0 ? 0 : 1)
      }
    }

    """#

  /// Checks `projects/example`, target `swift`.
  static let example = #"""
    import Foundation
    import Messagevisor

    let check = Checker()

    // Plain messages are typed keys.
    check.expect(L10n.Auth.SignIn.title, locale: "en-US", "Sign in to start riding")
    check.expect(
      L10n.Auth.SignIn.title, locale: "de-DE", context: ["account": .object(["id": "r-1042"])],
      "Bei Spokes anmelden")
    check.expect(L10n.Settings.Favorites.title, locale: "en-GB", "Favourite stations")
    check.expect(L10n.Settings.title, locale: "fr-FR", "Réglages")

    // Simple arguments take any MessagevisorValueConvertible.
    check.expect(
      L10n.Auth.SignOut.confirm(email: "ada@example.com"), locale: "en-US",
      "Sign out of ada@example.com?")
    check.expect(L10n.Settings.Language.current(language: "Deutsch"), locale: "de-DE",
      "App-Sprache: Deutsch")

    // Numeric arguments take any integer or floating-point type.
    check.expect(L10n.Auth.SignUp.passwordHint(min: 8), locale: "en-US", "Use at least 8 \#
    characters")
    check.expect(
      L10n.Auth.SignUp.passwordHint(min: Int64(12)), locale: "de-DE",
      "Mindestens 12 Zeichen verwenden")
    check.expect(L10n.Wallet.Cart.itemCount(count: 0), locale: "en-US", "Your cart is empty")
    check.expect(L10n.Wallet.Cart.itemCount(count: 3), locale: "en-US", "3 passes in your cart")
    check.expect(L10n.Wallet.Cart.itemCount(count: 2), locale: "de-DE", "2 Pässe im Warenkorb")
    check.expect(L10n.Wallet.Cart.itemCount(count: UInt8(4)), locale: "pl", "4 karnety w koszyku")
    let riderCount = 2
    check.expect(
      L10n.Ride.Group.members(count: riderCount, host: "Mia"), locale: "en-US",
      "Mia and 1 friend are riding")
    check.expect(
      L10n.Map.Navigation.turn(exit: 22), locale: "en-US", "At the roundabout, take the 22nd exit")
    check.expect(L10n.Wallet.Checkout.discount(rate: 0.5), locale: "en-US", "50% off your first \#
    month")
    check.expect(
      L10n.Wallet.Checkout.discount(rate: Float(0.25)), locale: "de-DE",
      "25 % Rabatt im ersten Monat")
    check.expect(
      L10n.Wallet.Checkout.discount(rate: Decimal(string: "0.3") ?? 0), locale: "pl",
      "30% zniżki w pierwszym miesiącu")

    // A plural with a select inside: select arguments are strings.
    check.expect(
      L10n.Ride.Summary.rideCount(count: 3, vehicle: "ebike"), locale: "en-US", "3 e-bike rides")
    check.expect(
      L10n.Ride.Summary.rideCount(count: 3, vehicle: "cargo"), locale: "en-US", "3 bike rides")
    check.expect(L10n.Settings.Units.distance(unit: "km"), locale: "en-GB", "Kilometres")

    // Date and time arguments are Dates.
    check.expect(
      L10n.Wallet.Passes.expiry(until: check.date("2026-03-31T12:00:00Z")), locale: "fr-FR",
      timeZone: "UTC", "Valable jusqu'au 31 mars 2026")
    check.expect(
      L10n.Map.Navigation.arrival(at: check.date("2026-01-05T15:05:00Z")), locale: "en-US",
      timeZone: "UTC", "Arriving at 3:05 PM")

    // Arguments that only an override uses are parameters too.
    let pay = L10n.Wallet.Checkout.payButton(amount: 24, company: "Acme")
    check.expect(pay, locale: "en-US", "Pay $24.00")
    check.expect(
      pay, locale: "en-US", context: ["plan": "business", "company": "Acme"],
      "Bill $24.00 to Acme")

    // The alias, a child instance and the raw translation take typed messages too.
    check.compare(
      try check.sdk.t(L10n.Bench.plain, options: TranslateOptions(locale: "en-US")), "Sign in")
    let child = check.sdk.spawn(options: SpawnOptions(locale: "de-DE"))
    check.compare(try child.translate(L10n.Wallet.Cart.itemCount(count: 1)), "1 Pass im Warenkorb")
    check.compare(try child.t(L10n.Ride.Unlock.button), "Fahrrad entsperren")
    check.compare(
      try check.sdk.getRawTranslation(L10n.Bench.plural(count: 1), options: \#
    TranslateOptions(locale: "en-US")),
      "{count, plural, =0 {No items} one {# item} other {# items}}")
    check.compare(L10n.Bench.simple(name: "Ada").key, "bench.simple")
    check.compare(L10n.Bench.simple(name: "Ada").values["name"]?.stringValue ?? "", "Ada")

    check.finish()

    """#

  /// Checks `../shared/upstream/projects/project-1`, target `swift`.
  static let projectOne = #"""
    import Foundation
    import Messagevisor

    let check = Checker()

    check.expect(L10n.Dashboard.welcome(name: "Ada"), locale: "en-US", "Welcome back, Ada")
    check.expect(
      L10n.Dashboard.welcome(name: "Ada"), locale: "nl-NL", context: ["plan": "pro"],
      "Welkom terug, Ada. Je Pro-werkruimte staat klaar.")
    check.expect(L10n.Cart.itemCount(count: 0), locale: "en-US", "Your cart is empty")
    check.expect(L10n.Cart.itemCount(count: 3), locale: "en-US", "3 items in your cart")
    check.expect(L10n.Cart.itemCount(count: 1), locale: "nl-NL", "1 artikel in je winkelwagen")
    check.expect(
      L10n.Playground.icuStress(gender: "female", guests: 1, host: "Ada", items: 0, name: "Ada", \#
    rank: 1),
      locale: "en-US",
      "Ada said she is ready. No tasks. Rank: 1st. Guests: Ada is coming alone. Literal braces: \#
    {ok}.")
    check.expect(
      L10n.Playground.icuStress(gender: "female", guests: 3, host: "Noor", items: 2, name: \#
    "Noor", rank: 3),
      locale: "nl-NL",
      "Noor zei dat ze klaar is. 2 taken. Rang: 3e. Gasten: Noor heeft 2 gasten uitgenodigd. \#
    Letterlijke accolades: {ok}.")
    check.expect(
      L10n.Playground.overrideStress(accountName: "Acme", amount: 99.5, plan: "pro"),
      locale: "en-US", context: ["plan": "pro"], "Pro checkout for Acme: $99.50")
    check.expect(
      L10n.Playground.overrideStress(accountName: "Acme", amount: 99.5, plan: "free"),
      locale: "en-US", context: ["plan": "free"], "Standard checkout for free")
    check.expect(
      L10n.Billing.trialEnds(date: check.date("2026-01-15T00:00:00Z")), locale: "en-US",
      timeZone: "UTC", "Your trial ends on January 15, 2026")
    check.expect(L10n.Header.NavLinks.home, locale: "en", "Home")
    check.expect(
      L10n.Billing.Invoices.History.Downloads.TaxDocuments.Eu.VatExemption.requestStatusMessage,
      locale: "en", "Your VAT exemption documents are being prepared for download")
    check.expect(
      L10n.Billing.Invoices.History.Downloads.TaxDocuments.Eu.VatExemption.RequestStatusMessage
        .ComplianceReview.RegionalArchive.fallbackNotice,
      locale: "en",
      "Your VAT exemption document request is under compliance review with regional archive \#
    fallback enabled")

    check.finish()

    """#
}
