/// The `main.swift` of the scratch package's app: it uses only what the build plugin
/// generated (typed accessors, `bundledDatafile(locale:)`, `bundledDatafiles`).
enum PluginAppSource {
  static let main = #"""
    import Foundation
    import Messagevisor
    import MessagevisorICU
    import MessagevisorRemote

    let sdk = createMessagevisor(MessagevisorOptions(logLevel: .fatal, modules: \#
    [createICUModule()]))
    for locale in L10n.bundledLocales {
      guard let datafile = try L10n.bundledDatafile(locale: locale) else {
        print("missing bundled datafile \(locale)")
        exit(1)
      }
      sdk.setDatafile(datafile)
    }
    var loader = DatafileLoaderOptions(urlTemplate: "https://cdn.invalid/{target}/{locale}.json", \#
    target: "swift")
    loader.bundled = L10n.bundledDatafiles
    print("bundled: " + L10n.bundledLocales.joined(separator: ","))
    print("remote: " + loader.bundled.keys.sorted().joined(separator: ","))
    print("title en: " + (try sdk.translate(L10n.Auth.SignIn.title, options: \#
    TranslateOptions(locale: "en"))))
    let hint = L10n.Auth.SignUp.passwordHint(min: 12)
    print("hint de-DE: " + (try sdk.translate(hint, options: TranslateOptions(locale: "de-DE"))))

    """#
}
