import Messagevisor

/// A stored translation compiled by the ICU module for one locale: parsed once, with number
/// skeleton formatters, plural rules and branch tables resolved ahead of calls.
///
/// Rendering it gives what the module's `format` hook gives for the same text; a call with
/// module options goes through the hook instead.
final class ICUCompiledMessage: CompiledCallRenderer {
  let plan: ICUPlan
  let locale: String
  let engine: FormattingEngineKind
  /// How `#` prints; nil when the plan has no `#` node (preparing it opens an ICU formatter).
  let pluralNumber: PreparedPluralNumber?
  let module: ICUModuleHook
  /// The length of the literal text, a first guess of the output size.
  let literalLength: Int
  /// Whether the output writer may read small strings from their representation.
  let readsSmallStrings = SmallKey.layoutIsKnown

  /// Compiles `input` for `module` (taking the plan its parse cache may already hold for the
  /// same text, locale and engine); nil when the text is not a valid message (the hook
  /// then reports the syntax error on every call, as before).
  init?(_ input: MessagevisorCompileInput, module: ICUModuleHook) {
    let engine = input.formattingEngine.resolved
    guard
      let prepared = module.formatter.cache.plan(
        input.translation, locale: input.locale, engine: engine)
    else {
      return nil
    }
    plan = prepared.plan
    locale = input.locale
    self.engine = engine
    pluralNumber = prepared.pluralNumber
    self.module = module
    literalLength = input.translation.utf8.count
  }

  /// The hook's rendering of `payload` (the runtime calls `render`, which skips the payload).
  func format(_ payload: MessagevisorFormatPayload, api: MessagevisorModuleApi) throws -> String? {
    try module.format(payload, api)
  }

  /// Renders the plan with the call's values; a call with module options goes through the
  /// hook with the full payload. (The runtime renders a compiled message only for the
  /// translation, locale and engine it was compiled from.)
  func render(_ call: borrowing MessagevisorCompiledCall) throws -> String? {
    guard call.moduleOptions == nil else {
      return try module.format(call.payload(), call.api)
    }
    return try plan.nodes.withUnsafeBufferPointer { nodes in
      try plan.literals.withUnsafeBufferPointer { literals in
        try render(ICUPlanView(nodes: nodes, literals: literals), call: call)
      }
    }
  }

  /// Renders into a stack buffer and makes the result from it (a result of up to 15 bytes is
  /// a small string: no allocation at all); a rendering that does not fit goes to a result
  /// string sized from the message and from what the stack rendering found it needed, again
  /// with room enough when it did not fit either.
  private func render(_ view: ICUPlanView, call: borrowing MessagevisorCompiledCall) throws
    -> String
  {
    var needed = 0
    let onStack = try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.stackBytes) {
      buffer -> String? in
      let count: Int
      do {
        count = try fill(buffer, view, call: call)
      } catch let overflow as ICUOutputWriter.Overflow {
        needed = overflow.needed
        return nil
      }
      return Self.result(UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
    if let onStack { return onStack }
    var capacity = max(literalLength + 32, Self.stackBytes * 2, needed)
    while true {
      do {
        return try String(unsafeUninitializedCapacity: capacity) { bytes in
          try fill(bytes, view, call: call)
        }
      } catch let overflow as ICUOutputWriter.Overflow {
        capacity = max(capacity * 2, overflow.needed)
      }
    }
  }

  /// The result string of a rendering held in `written`.
  ///
  /// The two initializers are the cheaper one each for their size (callgrind): for a small
  /// result (up to 15 bytes, no allocation), filling the string in place costs about 55
  /// instructions less than decoding; for a longer one, decoding costs about 50 less.
  @inline(__always)
  private static func result(_ written: UnsafeBufferPointer<UInt8>) -> String {
    guard written.count <= smallCapacity else { return String(decoding: written, as: UTF8.self) }
    return String(unsafeUninitializedCapacity: written.count) { target in
      if let source = written.baseAddress, let base = target.baseAddress {
        base.update(from: source, count: written.count)
      }
      return written.count
    }
  }

  /// The most UTF-8 bytes a `String` holds without storage of its own (64-bit platforms).
  private static let smallCapacity = 15

  /// Renders the whole message into `buffer`; returns the bytes written, or throws
  /// `ICUOutputWriter.Overflow` when they do not fit.
  @inline(__always)
  private func fill(
    _ buffer: UnsafeMutableBufferPointer<UInt8>,
    _ view: ICUPlanView,
    call: borrowing MessagevisorCompiledCall
  ) throws -> Int {
    var output = ICUOutputWriter(buffer, readsSmallStrings: readsSmallStrings)
    try render(plan.root, view, plural: nil, call: call, into: &output)
    return output.count
  }

  /// The stack buffer a rendering tries first.
  private static let stackBytes = 256
}

/// A plan's nodes and literals in place, for the length of one rendering.
struct ICUPlanView {
  let nodes: UnsafeBufferPointer<ICUPlanNode>
  let literals: UnsafeBufferPointer<UInt8>
}
