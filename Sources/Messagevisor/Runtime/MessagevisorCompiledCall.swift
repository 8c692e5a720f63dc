/// One call as a compiled message sees it: the stored translation, the values and the locale,
/// with the full format payload built only when asked for.
///
/// The runtime lends it to `MessagevisorCompiledMessage.render(_:api:)` for the length of one
/// call (it cannot be copied, so it cannot outlive the call: it points into the caller's
/// frame and retains nothing). A `MessagevisorFormatPayload` merges the effective presets and
/// copies a dozen reference-counted fields; a message rendered from its compiled plan needs
/// none of them, so `payload()` builds one on demand (for parts resolved only at call time,
/// or to hand the call to the module's hook).
public struct MessagevisorCompiledCall: ~Copyable {
  /// The pipeline input in the calling frame.
  @usableFromInline let input: UnsafePointer<PipelineInput>
  unowned(unsafe) let call: CallState
  unowned(unsafe) let owner: Messagevisor
  /// The position of the rendering module in `call.plan.formatters`.
  let formatter: Int

  /// The translation being formatted: the stored one the message was compiled from.
  @inlinable public var translation: String { input.pointee.translation }
  /// The message values.
  @inlinable public var values: MessagevisorValues { input.pointee.values }
  /// The effective locale.
  public var locale: String { call.locale }
  /// Options for modules, keyed by module name.
  @inlinable public var moduleOptions: [String: MessagevisorValue]? {
    input.pointee.options.pointee.moduleOptions
  }
  /// The instance's formatting engine.
  public var formattingEngine: FormattingEngineKind { owner.family.formattingEngine }

  /// The rendering module's API (the one its `format` hook would receive).
  public var api: MessagevisorModuleApi { call.formatterApis[formatter] }

  /// The payload the module's `format` hook would receive for this call.
  public func payload() -> MessagevisorFormatPayload {
    owner.formatPayload(input.pointee, call: call)
  }
}
