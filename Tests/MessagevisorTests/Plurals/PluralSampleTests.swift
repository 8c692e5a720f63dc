import Testing

@testable import Messagevisor

/// One locale/kind/category of the generated CLDR sample table.
struct PluralSampleCase: CustomTestStringConvertible, Sendable {
  let locale: String
  let ordinal: Bool
  let category: String
  var samples: [String]

  var testDescription: String {
    "\(locale) \(ordinal ? "ordinal" : "cardinal") \(category) (\(samples.count) samples)"
  }

  /// The cases of `PluralSampleTable.rows`, continuation rows merged.
  static let all: [PluralSampleCase] = {
    var cases: [PluralSampleCase] = []
    for row in PluralSampleTable.rows.split(separator: "\n") {
      let halves = row.split(separator: ":", maxSplits: 1)
      let key = halves[0].split(separator: " ").map(String.init)
      let values = halves[1].split(separator: " ").map(String.init)
      if let last = cases.last, last.locale == key[0], last.category == key[2],
        last.ordinal == (key[1] == "ordinal")
      {
        cases[cases.count - 1].samples += values
      } else {
        cases.append(
          PluralSampleCase(
            locale: key[0], ordinal: key[1] == "ordinal", category: key[2], samples: values))
      }
    }
    return cases
  }()
}

@Suite("CLDR plural samples")
struct PluralSampleTests {
  @Test("the sample table covers cardinal and ordinal rules")
  func tableIsComplete() {
    let cases = PluralSampleCase.all
    #expect(cases.count > 500)
    #expect(cases.contains { $0.ordinal && $0.locale == "en" && $0.category == "few" })
    #expect(cases.contains { !$0.ordinal && $0.locale == "pt-PT" && $0.category == "many" })
  }

  @Test("samples select their category from raw operands", arguments: PluralSampleCase.all)
  func rawOperands(_ sample: PluralSampleCase) throws {
    let rules = try #require(
      PluralRules.shared.ruleSet(
        locale: sample.locale, type: sample.ordinal ? .ordinal : .cardinal))
    for value in sample.samples {
      let operands = try #require(PluralOperands(decimal: value), "\(value)")
      #expect(rules.category(for: operands).rawValue == sample.category, "\(value)")
    }
  }

  @Test(
    "samples select their category through messagevisorPluralCategory",
    arguments: PluralSampleCase.all)
  func publicFunction(_ sample: PluralSampleCase) throws {
    for value in sample.samples {
      let number = try #require(Double(value))
      let digits = value.split(separator: ".").dropFirst().first?.count ?? 0
      let options: FormatOptions = [
        "minimumFractionDigits": .int(digits),
        "maximumFractionDigits": .int(digits),
      ]
      let category = try messagevisorPluralCategory(
        number, locale: sample.locale, ordinal: sample.ordinal, options: options)
      #expect(category == sample.category, "\(value)")
    }
  }
}
