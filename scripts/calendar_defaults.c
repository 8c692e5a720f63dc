// Prints the calendar the toolchain's ICU (lib_FoundationICU) picks for each locale given,
// with nothing of ours in between: the ICU type from ucal_open(locale) and from a long-style
// udat_open(locale), and the long date of 2026-05-12T08:30:45.678Z in UTC. docs/calendars.md
// lists what it printed for the oracle's and project-1's locales.
//
//   clang scripts/calendar_defaults.c -o .build/calendar_defaults \
//     -L/opt/swift/usr/lib/swift/linux -l_FoundationICU \
//     -Wl,-rpath,/opt/swift/usr/lib/swift/linux
//   .build/calendar_defaults th_TH fa_IR ar_SA he_IL ja_JP@calendar=japanese
#include <stdint.h>
#include <stdio.h>

typedef uint16_t UChar;
typedef int32_t UErrorCode;

void *swift_ucal_open(const UChar *zone, int32_t length, const char *locale, int32_t type,
                      UErrorCode *status);
const char *swift_ucal_getType(const void *calendar, UErrorCode *status);
void swift_ucal_close(void *calendar);
void *swift_udat_open(int32_t timeStyle, int32_t dateStyle, const char *locale,
                      const UChar *zone, int32_t zoneLength, const UChar *pattern,
                      int32_t patternLength, UErrorCode *status);
const void *swift_udat_getCalendar(const void *format);
int32_t swift_udat_format(const void *format, double date, UChar *result, int32_t capacity,
                          void *position, UErrorCode *status);
void swift_udat_close(void *format);

// Writes UTF-16 as UTF-8.
static void put(const UChar *text, int32_t length) {
  for (int32_t i = 0; i < length; i++) {
    uint32_t c = text[i];
    if (c >= 0xD800 && c < 0xDC00 && i + 1 < length) {
      c = 0x10000 + ((c - 0xD800) << 10) + (text[++i] - 0xDC00);
    }
    if (c < 0x80) {
      putchar((int)c);
    } else if (c < 0x800) {
      putchar((int)(0xC0 | c >> 6));
      putchar((int)(0x80 | (c & 63)));
    } else if (c < 0x10000) {
      putchar((int)(0xE0 | c >> 12));
      putchar((int)(0x80 | ((c >> 6) & 63)));
      putchar((int)(0x80 | (c & 63)));
    } else {
      putchar((int)(0xF0 | c >> 18));
      putchar((int)(0x80 | ((c >> 12) & 63)));
      putchar((int)(0x80 | ((c >> 6) & 63)));
      putchar((int)(0x80 | (c & 63)));
    }
  }
}

int main(int argc, char **argv) {
  const UChar utc[] = {'U', 'T', 'C'};
  for (int index = 1; index < argc; index++) {
    const char *locale = argv[index];
    UErrorCode status = 0;
    void *calendar = swift_ucal_open(utc, 3, locale, 0, &status);
    const char *type = status > 0 ? "error" : swift_ucal_getType(calendar, &status);
    printf("%s\tucal %s", locale, type);
    swift_ucal_close(calendar);
    status = 0;
    void *format = swift_udat_open(-1, 1, locale, utc, 3, NULL, 0, &status);
    if (status > 0) {
      printf("\tudat error %d\n", status);
      continue;
    }
    printf("\tudat %s\t", swift_ucal_getType(swift_udat_getCalendar(format), &status));
    UChar text[256];
    int32_t length = swift_udat_format(format, 1778574645678.0, text, 256, NULL, &status);
    put(text, length);
    printf("\n");
    swift_udat_close(format);
  }
  return 0;
}
