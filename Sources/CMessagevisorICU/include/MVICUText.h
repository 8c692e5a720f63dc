// Text formatting: relative time (ureldatefmt_*), lists (ulistfmt_*), display names (uldn_*,
// ucurr_getName), and the resource bundles (ures_*) the oracle reads ICU's raw data from.
#ifndef MV_ICU_TEXT_H
#define MV_ICU_TEXT_H

#include "MVICUCommon.h"

/// An opaque relative date-time formatter (URelativeDateTimeFormatter).
typedef struct MVURelativeDateTimeFormatter MVURelativeDateTimeFormatter;
/// An opaque list formatter (UListFormatter).
typedef struct MVUListFormatter MVUListFormatter;
/// An opaque locale display-names object (ULocaleDisplayNames).
typedef struct MVULocaleDisplayNames MVULocaleDisplayNames;

/// UDateRelativeDateTimeFormatterStyle.
#define MV_UDAT_STYLE_LONG 0
#define MV_UDAT_STYLE_SHORT 1
#define MV_UDAT_STYLE_NARROW 2

/// URelativeDateTimeUnit.
#define MV_UDAT_REL_UNIT_YEAR 0
#define MV_UDAT_REL_UNIT_QUARTER 1
#define MV_UDAT_REL_UNIT_MONTH 2
#define MV_UDAT_REL_UNIT_WEEK 3
#define MV_UDAT_REL_UNIT_DAY 4
#define MV_UDAT_REL_UNIT_HOUR 5
#define MV_UDAT_REL_UNIT_MINUTE 6
#define MV_UDAT_REL_UNIT_SECOND 7

/// UDisplayContext values: dialect handling, capitalization, name length, substitution.
#define MV_UDISPCTX_STANDARD_NAMES 0
#define MV_UDISPCTX_DIALECT_NAMES 1
#define MV_UDISPCTX_CAPITALIZATION_NONE 256
#define MV_UDISPCTX_LENGTH_FULL 512
#define MV_UDISPCTX_LENGTH_SHORT 513
#define MV_UDISPCTX_SUBSTITUTE 768
#define MV_UDISPCTX_NO_SUBSTITUTE 769

/// UListFormatterType and UListFormatterWidth.
#define MV_ULISTFMT_TYPE_AND 0
#define MV_ULISTFMT_TYPE_OR 1
#define MV_ULISTFMT_TYPE_UNITS 2
#define MV_ULISTFMT_WIDTH_WIDE 0
#define MV_ULISTFMT_WIDTH_SHORT 1
#define MV_ULISTFMT_WIDTH_NARROW 2

/// UCurrNameStyle UCURR_LONG_NAME ("US Dollar").
#define MV_UCURR_LONG_NAME 1

/// U_USING_DEFAULT_WARNING: ICU fell back to a default (e.g. a currency code for its name).
#define MV_U_USING_DEFAULT_WARNING (-127)

/// `numberFormat` (adopted) may be NULL; `capitalization` is a UDisplayContext value.
MVURelativeDateTimeFormatter *swift_ureldatefmt_open(
  const char *locale, void *numberFormat, int32_t width, int32_t capitalization,
  MVUErrorCode *status);
void swift_ureldatefmt_close(MVURelativeDateTimeFormatter *formatter);
/// "in 1 day", always with a number.
int32_t swift_ureldatefmt_formatNumeric(
  const MVURelativeDateTimeFormatter *formatter, double offset, int32_t unit,
  MVUChar *result, int32_t capacity, MVUErrorCode *status);
/// "tomorrow" where the locale has a word for the offset, else as formatNumeric.
int32_t swift_ureldatefmt_format(
  const MVURelativeDateTimeFormatter *formatter, double offset, int32_t unit,
  MVUChar *result, int32_t capacity, MVUErrorCode *status);

MVUListFormatter *swift_ulistfmt_openForType(
  const char *locale, int32_t type, int32_t width, MVUErrorCode *status);
void swift_ulistfmt_close(MVUListFormatter *formatter);
int32_t swift_ulistfmt_format(
  const MVUListFormatter *formatter, const MVUChar *const strings[],
  const int32_t *lengths, int32_t count, MVUChar *result, int32_t capacity,
  MVUErrorCode *status);

MVULocaleDisplayNames *swift_uldn_openForContext(
  const char *locale, int32_t *contexts, int32_t length, MVUErrorCode *status);
void swift_uldn_close(MVULocaleDisplayNames *names);
int32_t swift_uldn_localeDisplayName(
  const MVULocaleDisplayNames *names, const char *locale, MVUChar *result, int32_t capacity,
  MVUErrorCode *status);
int32_t swift_uldn_scriptDisplayName(
  const MVULocaleDisplayNames *names, const char *script, MVUChar *result,
  int32_t capacity, MVUErrorCode *status);
int32_t swift_uldn_regionDisplayName(
  const MVULocaleDisplayNames *names, const char *region, MVUChar *result,
  int32_t capacity, MVUErrorCode *status);
int32_t swift_uldn_keyValueDisplayName(
  const MVULocaleDisplayNames *names, const char *key, const char *value, MVUChar *result,
  int32_t capacity, MVUErrorCode *status);

/// The name of a currency; ICU's own storage, valid for the process. Returns the code itself
/// with U_USING_DEFAULT_WARNING when the locale has no name.
const MVUChar *swift_ucurr_getName(
  const MVUChar *currency, const char *locale, int32_t style, int8_t *isChoiceFormat,
  int32_t *length, MVUErrorCode *status);

/// An opaque resource bundle (UResourceBundle): ICU's locale data, read for diagnostics.
typedef struct MVUResourceBundle MVUResourceBundle;

/// ULOC_ACTUAL_LOCALE: the locale a resource was actually found in.
#define MV_ULOC_ACTUAL_LOCALE 0

/// `package` names a data tree ("icudt76l-lang"); NULL is the main locale tree.
MVUResourceBundle *swift_ures_open(const char *package, const char *locale, MVUErrorCode *status);
void swift_ures_close(MVUResourceBundle *bundle);
/// The child `key`, looked up through the locale's parents; `fillIn` may be NULL.
MVUResourceBundle *swift_ures_getByKeyWithFallback(
  const MVUResourceBundle *bundle, const char *key, MVUResourceBundle *fillIn,
  MVUErrorCode *status);
MVUResourceBundle *swift_ures_getByIndex(
  const MVUResourceBundle *bundle, int32_t index, MVUResourceBundle *fillIn,
  MVUErrorCode *status);
int32_t swift_ures_getSize(const MVUResourceBundle *bundle);
const char *swift_ures_getKey(const MVUResourceBundle *bundle);
/// The string of a string resource; ICU's storage, valid while the bundle is open.
const MVUChar *swift_ures_getString(
  const MVUResourceBundle *bundle, int32_t *length, MVUErrorCode *status);
const MVUChar *swift_ures_getStringByIndex(
  const MVUResourceBundle *bundle, int32_t index, int32_t *length, MVUErrorCode *status);
const char *swift_ures_getLocaleByType(
  const MVUResourceBundle *bundle, int32_t type, MVUErrorCode *status);

#endif
