// ICU4C MessageFormat timings for the benchmark messages of projects/example (en-US).
//
// Usage: icu4c_bench N NAME [VALUE...]
//
// The message NAME is parsed once (a cached MessageFormat, as an app would keep it), then
// formatted in batches of N calls; the clock is read once per batch. Call i formats VALUE
// number i % count (numbers for numeric arguments), the same cycle as our benchmark gets.
// When the allocation counter of alloc_counter.c is preloaded, the allocating calls of the
// timed loops are counted on this thread. Prints one JSON object:
// {"name":…,"nsPerOp":{"min":…,"median":…,"max":…},"allocationsPerCall":…|null,
//  "result":…,"results":[…]}
#include <dlfcn.h>
#include <unicode/fmtable.h>
#include <unicode/msgfmt.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

struct Case {
  const char* name;
  const char* pattern;
  const char* argumentName;
  bool numeric;
};

const Case cases[] = {
    {"bench.plain", "Sign in", nullptr, false},
    {"bench.simple", "Welcome back, {name}", "name", false},
    {"bench.plural", "{count, plural, =0 {No items} one {# item} other {# items}}", "count", true},
    {"bench.currency", "Total: {amount, number, ::currency/USD}", "amount", true},
};

using CounterRead = uint64_t (*)();

double nowNs() {
  using namespace std::chrono;
  return static_cast<double>(
      duration_cast<nanoseconds>(steady_clock::now().time_since_epoch()).count());
}

std::string utf8(const icu::UnicodeString& text) {
  std::string out;
  text.toUTF8String(out);
  return out;
}

std::string jsonString(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::vector<icu::Formattable> cycleValues(const Case& item, int count, char** texts) {
  std::vector<icu::Formattable> values;
  for (int i = 0; i < count; ++i) {
    if (item.numeric) {
      values.emplace_back(std::strtod(texts[i], nullptr));
    } else {
      values.emplace_back(icu::UnicodeString::fromUTF8(texts[i]));
    }
  }
  if (values.empty()) values.emplace_back(0.0);
  return values;
}

class Runner {
 public:
  Runner(const Case& item, std::vector<icu::Formattable> values)
      : item_(item), values_(std::move(values)) {
    UErrorCode status = U_ZERO_ERROR;
    format_ = new icu::MessageFormat(icu::UnicodeString::fromUTF8(item.pattern),
                                     icu::Locale("en_US"), status);
    if (U_FAILURE(status)) fail("parse", status);
    if (item.argumentName != nullptr) {
      name_ = icu::UnicodeString::fromUTF8(item.argumentName);
      count_ = 1;
    }
  }
  ~Runner() { delete format_; }

  void once(long call) {
    result_.remove();
    UErrorCode status = U_ZERO_ERROR;
    const icu::Formattable& value = values_[static_cast<size_t>(call) % values_.size()];
    format_->format(&name_, &value, count_, result_, status);
    if (U_FAILURE(status)) fail("format", status);
  }

  std::string result() const { return utf8(result_); }
  size_t cycleLength() const { return values_.size(); }

 private:
  void fail(const char* what, UErrorCode status) const {
    std::fprintf(stderr, "cannot %s %s: %s\n", what, item_.name, u_errorName(status));
    std::exit(65);
  }

  const Case& item_;
  std::vector<icu::Formattable> values_;
  icu::MessageFormat* format_ = nullptr;
  icu::UnicodeString name_;
  int count_ = 0;
  icu::UnicodeString result_;
};

void run(const Case& item, long iterations, int batches, std::vector<icu::Formattable> values) {
  Runner runner(item, std::move(values));
  std::vector<std::string> results;
  for (size_t i = 0; i < runner.cycleLength(); ++i) {
    runner.once(static_cast<long>(i));
    results.push_back(runner.result());
  }
  for (long i = 0; i < std::min(iterations, 1000L); ++i) runner.once(i);
  auto counter = reinterpret_cast<CounterRead>(
      dlsym(RTLD_DEFAULT, "messagevisor_bench_thread_allocations"));
  std::vector<double> samples;
  samples.reserve(static_cast<size_t>(batches));
  uint64_t allocations = 0;
  for (int batch = 0; batch < batches; ++batch) {
    double begin = nowNs();
    uint64_t before = counter != nullptr ? counter() : 0;
    for (long i = 0; i < iterations; ++i) runner.once(i);
    uint64_t after = counter != nullptr ? counter() : 0;
    samples.push_back((nowNs() - begin) / static_cast<double>(iterations));
    allocations += after - before;
  }
  std::sort(samples.begin(), samples.end());
  std::string perCall = "null";
  if (counter != nullptr) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f",
                  static_cast<double>(allocations) / static_cast<double>(iterations * batches));
    perCall = buffer;
  }
  std::string list;
  for (const std::string& text : results) list += (list.empty() ? "" : ",") + jsonString(text);
  std::printf(
      "{\"name\":%s,\"nsPerOp\":{\"min\":%.1f,\"median\":%.1f,\"max\":%.1f},"
      "\"allocationsPerCall\":%s,\"result\":%s,\"results\":[%s]}\n",
      jsonString(item.name).c_str(), samples.front(), samples[samples.size() / 2], samples.back(),
      perCall.c_str(), jsonString(runner.result()).c_str(), list.c_str());
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: icu4c_bench N NAME [VALUE...]\n");
    return 64;
  }
  long iterations = std::atol(argv[1]);
  std::string name = argv[2];
  for (const Case& item : cases) {
    if (name != item.name) continue;
    if (item.argumentName != nullptr && argc < 4) {
      std::fprintf(stderr, "%s needs at least one value for {%s}\n", item.name,
                   item.argumentName);
      return 64;
    }
    run(item, iterations, 7, cycleValues(item, argc - 3, argv + 3));
    return 0;
  }
  std::fprintf(stderr, "unknown message %s\n", name.c_str());
  return 64;
}
