import Dispatch
import Messagevisor
import Testing

@testable import MessagevisorICU

@Suite("ICU parse cache")
struct ICUParseCacheTests {
  @Test("Repeated renders parse each message once")
  func parsesOnce() throws {
    let formatter = ICUFormatter()
    let environment = ICUTestEnvironment.make()
    let messages = ["{n, plural, one {# item} other {# items}}", "Hi {name}", "it''s"]
    for round in 0..<50 {
      for message in messages {
        _ = try formatter.format(
          message, values: ["n": .int(round), "name": "Ada"], environment: environment)
      }
    }
    #expect(formatter.cache.parseCount == 3)
    #expect(formatter.cache.count == 3)
  }

  @Test("Plain text never reaches the cache")
  func plainTextBypassesCache() throws {
    let formatter = ICUFormatter()
    let output = try formatter.format(
      "Plain } # text", values: [:], environment: ICUTestEnvironment.make())
    #expect(output == "Plain } # text")
    #expect(formatter.cache.parseCount == 0)
  }

  @Test("Syntax errors are cached too")
  func cachesErrors() {
    let cache = ICUParseCache()
    for _ in 0..<5 {
      #expect(throws: ICUSyntaxError.self) {
        try cache.message(for: "{x")
      }
    }
    #expect(cache.parseCount == 1)
  }

  @Test("The oldest entry is evicted at capacity")
  func evictsOldest() throws {
    let cache = ICUParseCache(capacity: 2)
    _ = try cache.message(for: "{a}")
    _ = try cache.message(for: "{b}")
    _ = try cache.message(for: "{c}")
    #expect(cache.count == 2)
    #expect(cache.parseCount == 3)
    _ = try cache.message(for: "{b}")
    _ = try cache.message(for: "{c}")
    #expect(cache.parseCount == 3)
    _ = try cache.message(for: "{a}")
    #expect(cache.parseCount == 4)
    #expect(cache.count == 2)
  }

  @Test("removeAll forgets messages but keeps the counter")
  func removeAll() throws {
    let cache = ICUParseCache()
    _ = try cache.message(for: "{a}")
    cache.removeAll()
    #expect(cache.count == 0)
    _ = try cache.message(for: "{a}")
    #expect(cache.parseCount == 2)
  }

  @Test("Capacity is at least one")
  func minimumCapacity() {
    #expect(ICUParseCache(capacity: 0).capacity == 1)
    #expect(ICUParseCache().capacity == 1024)
  }

  @Test("Concurrent use returns the same tree and stays bounded")
  func concurrentUse() throws {
    let cache = ICUParseCache(capacity: 8)
    let messages = (0..<16).map { "{v\($0), select, other {#\($0)}}" }
    DispatchQueue.concurrentPerform(iterations: 400) { iteration in
      let text = messages[iteration % messages.count]
      let message = try? cache.message(for: text)
      #expect(message?.source == text)
    }
    #expect(cache.count <= 8)
    #expect(cache.parseCount >= 16)
  }
}
