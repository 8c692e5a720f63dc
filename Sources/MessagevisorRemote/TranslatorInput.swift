import Messagevisor

/// What reaches an `ObservableTranslator`'s main-actor loop, in the order it happened.
///
/// The SDK's `change` listener, the loader's state sink and the locale-change notification
/// yield into one stream at the moment they run, so the loop sees a sync's datafile before the
/// state that reports it.
enum TranslatorInput: Sendable {
  /// An SDK `change` event.
  case event(MessagevisorEvent)
  /// A loader sync state.
  case state(SyncState)
  /// The system reported a change of the user's locale settings.
  case deviceLocaleChanged
  /// Resumed once everything yielded before it has been handled.
  case barrier(CheckedContinuation<Void, Never>)
}
