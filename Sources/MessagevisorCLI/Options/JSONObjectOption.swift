import Messagevisor

/// A JSON object option (`--values`, `--context`) decoded into Messagevisor values.
struct JSONObjectOption: OptionValue {
  static var optionKind: OptionSpec.Kind { .jsonObject }

  /// The object's members.
  let members: MessagevisorValues

  init(optionText text: String, option: String) throws(OptionValueError) {
    switch JSONOption.parseObject(text) {
    case .success(let members): self.members = members
    case .failure(let error):
      throw OptionValueError("option '\(option)' needs a JSON object: \(error)")
    }
  }
}
