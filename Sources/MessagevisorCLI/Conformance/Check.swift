import Foundation
import Messagevisor

/// A failed expectation inside a vector; its message is what the runner prints.
struct ConformanceFailure: Error, Sendable {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}

/// Expectations used by vector bodies; each throws `ConformanceFailure` when it does not hold.
enum Check {
  /// Fails unless `actual == expected`.
  static func equal<T: Equatable>(
    _ actual: T,
    _ expected: T,
    _ what: @autoclosure () -> String
  ) throws {
    guard actual == expected else {
      throw ConformanceFailure("\(what()): expected \(show(expected)), got \(show(actual))")
    }
  }

  /// Fails unless `condition` holds.
  static func that(_ condition: Bool, _ what: @autoclosure () -> String) throws {
    guard condition else { throw ConformanceFailure(what()) }
  }

  /// Runs `body`, turning a thrown error into a failure that names the step.
  static func noThrow<T>(_ what: @autoclosure () -> String, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch {
      throw ConformanceFailure("\(what()): unexpected error: \(describe(error))")
    }
  }

  /// Runs `body` and returns the error it must throw.
  @discardableResult
  static func throwsError<T>(_ what: @autoclosure () -> String, _ body: () throws -> T) throws
    -> any Error
  {
    let result: T
    do {
      result = try body()
    } catch {
      return error
    }
    throw ConformanceFailure("\(what()): expected an error, got \(show(result))")
  }

  /// Decodes a model type from fixture JSON, naming the fixture field on failure.
  static func decode<T: Decodable>(
    _ type: T.Type,
    _ json: FixtureJSON,
    _ what: @autoclosure () -> String
  ) throws -> T {
    do {
      return try json.decode(type)
    } catch {
      throw ConformanceFailure("\(what()) does not decode as \(T.self): \(describe(error))")
    }
  }

  /// A readable description of an error.
  static func describe(_ error: any Error) -> String {
    if let error = error as? MessagevisorError { return "MessagevisorError(\(error.message))" }
    return String(describing: error)
  }

  /// A readable rendering of a value; strings are quoted so "" stays visible.
  static func show<T>(_ value: T) -> String {
    if let text = value as? String { return "\"\(text)\"" }
    if let optional = value as? String?, optional == nil { return "nil" }
    return String(describing: value)
  }
}

extension Check {
  /// Async `noThrow`.
  static func noThrowAsync<T>(
    _ what: @autoclosure () -> String,
    _ body: () async throws -> T
  ) async throws -> T {
    do {
      return try await body()
    } catch {
      throw ConformanceFailure("\(what()): unexpected error: \(describe(error))")
    }
  }

  /// Async `throwsError`.
  static func throwsErrorAsync(
    _ what: @autoclosure () -> String,
    _ body: () async throws -> Void
  ) async throws -> any Error {
    do {
      try await body()
    } catch {
      return error
    }
    throw ConformanceFailure("\(what()): expected an error")
  }
}
