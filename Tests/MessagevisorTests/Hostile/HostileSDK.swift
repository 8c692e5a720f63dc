import Foundation
import Messagevisor
import MessagevisorTestSupport

/// An SDK that records its diagnostics, for the hostile-input tests.
struct HostileSDK {
  let sdk: Messagevisor
  private let recorder = Recorded<MessagevisorDiagnostic>()

  /// A root holding `datafile` (a small English one by default).
  init(
    _ datafile: String = HostileSDK.datafile(),
    locale: String? = nil,
    engine: FormattingEngineKind? = nil
  ) {
    let recorder = self.recorder
    sdk = createMessagevisor(
      MessagevisorOptions(
        datafileJSON: datafile,
        locale: locale,
        onDiagnostic: { recorder.append($0) },
        logLevel: .debug,
        formattingEngine: engine
      ))
  }

  /// The codes of the diagnostics reported so far.
  var codes: [String] { recorder.values.map(\.code) }

  /// A datafile whose `translations` object holds `translations` (encoded JSON members).
  static func datafile(
    locale: String = "en",
    revision: String = "1",
    translations: String = #""greeting":"Hello""#
  ) -> String {
    """
    {"schemaVersion":"1","messagevisorVersion":"1","revision":"\(revision)","target":"t",\
    "locale":"\(locale)","segments":{},"messages":{},"translations":{\(translations)}}
    """
  }
}
