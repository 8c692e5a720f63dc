import Testing

@testable import MessagevisorCLI

/// How the environment turns the parsed-entity cache on and off, and how it checks files.
struct CacheSettingsTests {
  /// `MESSAGEVISOR_NO_CACHE`: any value but empty or `0` turns the cache off.
  @Test(
    arguments: [
      (nil, false), ("", false), ("0", false), ("1", true), ("yes", true),
    ] as [(String?, Bool)])
  func noCacheTurnsTheCacheOff(_ value: String?, _ disabled: Bool) {
    var environment = ["HOME": "/home/someone"]
    environment["MESSAGEVISOR_NO_CACHE"] = value
    #expect(CacheSettings.isDisabled(environment) == disabled)
    #expect((CacheSettings.cache(environment: environment, noCache: false) == nil) == disabled)
    #expect(CacheSettings.cache(environment: environment, noCache: true) == nil)
  }

  /// `MESSAGEVISOR_CACHE_VERIFY`: unset, empty or `stamps` trust an unchanged file stamp;
  /// `content`, and any value not known (the stricter reading), read every file.
  @Test(
    arguments: [
      (nil, true), ("", true), ("stamps", true), ("content", false), ("Content", false),
      ("bytes", false),
    ] as [(String?, Bool)])
  func verifyChoosesHowFilesAreChecked(_ value: String?, _ trusts: Bool) throws {
    var environment = ["HOME": "/home/someone"]
    environment["MESSAGEVISOR_CACHE_VERIFY"] = value
    let cache = try #require(CacheSettings.cache(environment: environment, noCache: false))
    #expect(cache.trustsFileStamps == trusts)
    #expect(cache.base == "/home/someone/.cache/messagevisor-swift")
  }
}
