// The compiled `swift` blocks of MessagevisorRemote.docc/ScreensThatFollowTheTranslations.md,
// line for line, so that they compile and run here (`ObservableTranslatorDocTests` checks that
// the article and this file agree; `GeneratedCodeCompileTests` compiles the article too).

import Foundation
import Messagevisor
import MessagevisorRemote

@MainActor
func makeTranslator(bundledEnglish: URL, caches: URL) -> ObservableTranslator {
  var options = DatafileLoaderOptions(
    urlTemplate: "https://cdn.example.com/messagevisor/{target}/{locale}.json", target: "ios",
    cacheDirectory: caches.appending(path: "messagevisor"))
  options.bundled = ["en": .file(bundledEnglish)]
  options.supportedLocales = ["en", "de"]
  options.localeFallbacks = ["de-AT": "de"]
  let loader = DatafileLoader(messagevisor: createMessagevisor(), options: options)
  return ObservableTranslator(loader: loader, options: .init(followsDeviceLocale: true))
}

@MainActor
func chooseGerman(_ l10n: ObservableTranslator) async {
  switch await l10n.setLocale("de") {
  case .active(let outcome): print("German is active; its sync: \(outcome)")
  case .failed(let failure): print("still \(l10n.locale ?? "-"): \(failure)")
  case .superseded: print("a later choice won")
  }
}
