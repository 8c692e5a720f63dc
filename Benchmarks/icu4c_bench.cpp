// ICU4C MessageFormat timings for the benchmark messages of projects/example (en-US).
//
// Each message is parsed once (a cached MessageFormat, as an app would keep it), then
// formatted in batches; the clock is read once per batch. Prints one JSON object per line:
// {"name":…,"nsPerOp":{"min":…,"median":…,"max":…},"result":…}
#include <unicode/fmtable.h>
#include <unicode/msgfmt.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <chrono>
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
  double number;
  const char* text;
};

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

void run(const Case& item, long iterations, int batches) {
  UErrorCode status = U_ZERO_ERROR;
  icu::MessageFormat format(icu::UnicodeString::fromUTF8(item.pattern), icu::Locale("en_US"),
                            status);
  if (U_FAILURE(status)) {
    std::fprintf(stderr, "cannot parse %s: %s\n", item.name, u_errorName(status));
    std::exit(65);
  }
  icu::UnicodeString names[1];
  icu::Formattable values[1];
  int count = 0;
  if (item.argumentName != nullptr) {
    names[0] = icu::UnicodeString::fromUTF8(item.argumentName);
    values[0] = item.numeric ? icu::Formattable(item.number)
                             : icu::Formattable(icu::UnicodeString::fromUTF8(item.text));
    count = 1;
  }
  icu::UnicodeString result;
  auto once = [&]() {
    result.remove();
    UErrorCode formatStatus = U_ZERO_ERROR;
    format.format(names, values, count, result, formatStatus);
    if (U_FAILURE(formatStatus)) {
      std::fprintf(stderr, "cannot format %s: %s\n", item.name, u_errorName(formatStatus));
      std::exit(65);
    }
  };
  for (long i = 0; i < std::min(iterations, 1000L); ++i) once();
  std::vector<double> samples;
  for (int batch = 0; batch < batches; ++batch) {
    double begin = nowNs();
    for (long i = 0; i < iterations; ++i) once();
    samples.push_back((nowNs() - begin) / static_cast<double>(iterations));
  }
  std::sort(samples.begin(), samples.end());
  std::printf("{\"name\":%s,\"nsPerOp\":{\"min\":%.1f,\"median\":%.1f,\"max\":%.1f},\"result\":%s}\n",
              jsonString(item.name).c_str(), samples.front(), samples[samples.size() / 2],
              samples.back(), jsonString(utf8(result)).c_str());
}

}  // namespace

int main(int argc, char** argv) {
  long iterations = argc > 1 ? std::atol(argv[1]) : 100000;
  const Case cases[] = {
      {"bench.plain", "Sign in", nullptr, false, 0, nullptr},
      {"bench.simple", "Welcome back, {name}", "name", false, 0, "Ada"},
      {"bench.plural", "{count, plural, =0 {No items} one {# item} other {# items}}", "count", true,
       3, nullptr},
      {"bench.currency", "Total: {amount, number, ::currency/USD}", "amount", true, 1234.5,
       nullptr},
  };
  const char* only = argc > 2 ? argv[2] : nullptr;  // one case by name (used by make profile)
  for (const Case& item : cases) {
    if (only == nullptr || std::string(only) == item.name) run(item, iterations, 7);
  }
  return 0;
}
