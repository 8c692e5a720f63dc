// Date and time formatting: pattern generator (udatpg_*), formatters (udat_*), intervals
// (udtitvfmt_*), and the locale keyword helpers (uloc_*) the date and text families use.
#ifndef MV_ICU_DATE_H
#define MV_ICU_DATE_H

#include "MVICUCommon.h"

/// An opaque date-time pattern generator (UDateTimePatternGenerator).
typedef struct MVUDateTimePatternGenerator MVUDateTimePatternGenerator;
/// An opaque date formatter (UDateFormat); not safe for concurrent use.
typedef struct MVUDateFormat MVUDateFormat;
/// An opaque date interval formatter (UDateIntervalFormat).
typedef struct MVUDateIntervalFormat MVUDateIntervalFormat;

/// UDateFormatStyle: the preset styles, plus "none" and "pattern given".
#define MV_UDAT_FULL 0
#define MV_UDAT_LONG 1
#define MV_UDAT_MEDIUM 2
#define MV_UDAT_SHORT 3
#define MV_UDAT_NONE (-1)
#define MV_UDAT_PATTERN (-2)

/// UDateTimePatternMatchOptions: keep the hour field's requested length.
#define MV_UDATPG_MATCH_HOUR_FIELD_LENGTH (1 << 11)

MVUDateTimePatternGenerator *swift_udatpg_open(const char *locale, MVUErrorCode *status);
void swift_udatpg_close(MVUDateTimePatternGenerator *generator);
int32_t swift_udatpg_getBestPatternWithOptions(
  MVUDateTimePatternGenerator *generator, const MVUChar *skeleton, int32_t skeletonLength,
  int32_t options, MVUChar *pattern, int32_t capacity, MVUErrorCode *status);
int32_t swift_udatpg_getSkeleton(
  MVUDateTimePatternGenerator *generator, const MVUChar *pattern, int32_t patternLength,
  MVUChar *skeleton, int32_t capacity, MVUErrorCode *status);
/// The locale's UDateFormatHourCycle: 0 h11, 1 h12, 2 h23, 3 h24.
int32_t swift_udatpg_getDefaultHourCycle(
  const MVUDateTimePatternGenerator *generator, MVUErrorCode *status);
/// The localized name of a field (era, year, …); `width` 0 wide, 1 abbreviated, 2 narrow.
int32_t swift_udatpg_getFieldDisplayName(
  const MVUDateTimePatternGenerator *generator, int32_t field, int32_t width,
  MVUChar *name, int32_t capacity, MVUErrorCode *status);

MVUDateFormat *swift_udat_open(
  int32_t timeStyle, int32_t dateStyle, const char *locale, const MVUChar *zoneID,
  int32_t zoneIDLength, const MVUChar *pattern, int32_t patternLength, MVUErrorCode *status);
void swift_udat_close(MVUDateFormat *format);
/// Formats `date` (milliseconds since 1970); `position` may be NULL.
int32_t swift_udat_format(
  const MVUDateFormat *format, double date, MVUChar *result, int32_t capacity,
  void *position, MVUErrorCode *status);
int32_t swift_udat_toPattern(
  const MVUDateFormat *format, int8_t localized, MVUChar *result, int32_t capacity,
  MVUErrorCode *status);

/// An opaque calendar (UCalendar).
typedef struct MVUCalendar MVUCalendar;
/// The calendar a formatter converts dates with; owned by the formatter.
const MVUCalendar *swift_udat_getCalendar(const MVUDateFormat *format);
/// The calendar's ICU type ("gregorian", "buddhist", "islamic-umalqura"); owned by ICU.
const char *swift_ucal_getType(const MVUCalendar *calendar, MVUErrorCode *status);

MVUDateIntervalFormat *swift_udtitvfmt_open(
  const char *locale, const MVUChar *skeleton, int32_t skeletonLength, const MVUChar *zoneID,
  int32_t zoneIDLength, MVUErrorCode *status);
void swift_udtitvfmt_close(MVUDateIntervalFormat *format);
int32_t swift_udtitvfmt_format(
  const MVUDateIntervalFormat *format, double from, double to, MVUChar *result,
  int32_t capacity, void *position, MVUErrorCode *status);

/// An opaque formatted interval (UFormattedDateInterval), reusable across format calls.
typedef struct MVUFormattedDateInterval MVUFormattedDateInterval;
/// An opaque constrained field position (UConstrainedFieldPosition), an iterator over fields.
typedef struct MVUConstrainedFieldPosition MVUConstrainedFieldPosition;

/// UFIELD_CATEGORY_DATE_INTERVAL_SPAN: the two sides of a range; absent when both instants
/// fall in the same displayed period and ICU printed one date.
#define MV_UFIELD_CATEGORY_DATE_INTERVAL_SPAN 0x1005

MVUFormattedDateInterval *swift_udtitvfmt_openResult(MVUErrorCode *status);
void swift_udtitvfmt_closeResult(MVUFormattedDateInterval *result);
const MVUFormattedValue *swift_udtitvfmt_resultAsValue(
  const MVUFormattedDateInterval *result, MVUErrorCode *status);
void swift_udtitvfmt_formatToResult(
  const MVUDateIntervalFormat *format, double from, double to,
  MVUFormattedDateInterval *result, MVUErrorCode *status);

MVUConstrainedFieldPosition *swift_ucfpos_open(MVUErrorCode *status);
void swift_ucfpos_close(MVUConstrainedFieldPosition *position);
void swift_ucfpos_reset(MVUConstrainedFieldPosition *position, MVUErrorCode *status);
void swift_ucfpos_constrainCategory(
  MVUConstrainedFieldPosition *position, int32_t category, MVUErrorCode *status);
/// Moves `position` to the next field matching its constraint; false when there is none.
int8_t swift_ufmtval_nextPosition(
  const MVUFormattedValue *value, MVUConstrainedFieldPosition *position, MVUErrorCode *status);

/// Sets (or with an empty value removes) one keyword of the NUL-terminated id in `buffer`.
int32_t swift_uloc_setKeywordValue(
  const char *keyword, const char *value, char *buffer, int32_t capacity,
  MVUErrorCode *status);
/// ICU's keyword value for a BCP 47 type of `keyword` ("ca", "gregory" → "gregorian");
/// NULL when the type is not well-formed.
const char *swift_uloc_toLegacyType(const char *keyword, const char *value);
/// The BCP 47 type of an ICU keyword value ("ca", "gregorian" → "gregory"); NULL when the
/// value is not well-formed.
const char *swift_uloc_toUnicodeLocaleType(const char *keyword, const char *value);

#endif
