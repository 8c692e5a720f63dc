import Foundation
import MessagevisorRemote
import Observation

// The translator lines of the Apple-only blocks (`// Apple platforms: …`) of
// MessagevisorRemote.docc/ScreensThatFollowTheTranslations.md, verbatim, around stand-ins for
// the SwiftUI and UIKit names (`ObservableTranslatorDocTests` checks the lines).

/// SwiftUI's `Text`, reduced to the string it shows.
struct Text: Equatable {
  let string: String

  init(_ string: String) {
    self.string = string
  }
}

/// A view with SwiftUI's `.task` modifier, reduced to keeping the action.
struct TaskStandIn {
  var action: (@MainActor () async -> Void)?

  func task(_ action: @escaping @MainActor () async -> Void) -> TaskStandIn {
    TaskStandIn(action: action)
  }
}

/// The SwiftUI snippet's app: its root view starts the translator.
@MainActor
struct ShopAppMirror {
  let l10n: ObservableTranslator

  var root: TaskStandIn {
    TaskStandIn()
      .task { await l10n.start() }
  }
}

/// The SwiftUI snippet's `SignInTitle`: nil stands for the placeholder.
@MainActor
final class SignInTitleMirror {
  let l10n: ObservableTranslator
  var timedOut = false

  init(l10n: ObservableTranslator) {
    self.l10n = l10n
  }

  var body: Text? {
    if l10n.isReady || timedOut {
      Text(l10n.t("auth.signin"))
    } else {
      nil
    }
  }

  func waitForTranslations() async {
    timedOut = !(await l10n.ready(timeout: .seconds(3)))
  }
}

/// UIKit's `UILabel`, reduced to its text.
final class Label {
  var text: String?
}

/// The UIKit snippet's view controller, with its render loop.
@MainActor
final class SignInViewControllerMirror {
  private let l10n: ObservableTranslator
  let titleLabel = Label()
  /// How many times `render()` ran.
  private(set) var renders = 0

  init(l10n: ObservableTranslator) {
    self.l10n = l10n
  }

  func viewDidLoad() {
    render()
  }

  private func render() {
    renders += 1
    withObservationTracking {
      titleLabel.text = l10n.t("auth.signin")
    } onChange: { [weak self] in
      Task { @MainActor in self?.render() }
    }
  }
}
