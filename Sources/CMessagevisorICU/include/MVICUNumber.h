// Number formatting (unumf_*), currency data (ucurr_*) and numbering systems (unumsys_*).
#ifndef MV_ICU_NUMBER_H
#define MV_ICU_NUMBER_H

#include "MVICUCommon.h"

/// An opaque localized number formatter built from a skeleton (UNumberFormatter).
typedef struct MVUNumberFormatter MVUNumberFormatter;
/// An opaque formatting result (UFormattedNumber).
typedef struct MVUFormattedNumber MVUFormattedNumber;
/// An opaque numbering system (UNumberingSystem).
typedef struct MVUNumberingSystem MVUNumberingSystem;

/// ICU's UFieldPosition: a field id in, its [begin, end) UTF-16 span out.
typedef struct MVUFieldPosition {
  int32_t field;
  int32_t beginIndex;
  int32_t endIndex;
} MVUFieldPosition;

/// UNUM_INTEGER_FIELD: the integer digits (with grouping separators).
#define MV_UNUM_INTEGER_FIELD 0
/// UNUM_FRACTION_FIELD: the fraction digits after the decimal separator.
#define MV_UNUM_FRACTION_FIELD 1

/// Builds a formatter from a number skeleton (`currency/EUR .00`) for an ICU locale id; on a
/// skeleton syntax error `parseError->offset` is the UTF-16 offset of the offending token.
MVUNumberFormatter *swift_unumf_openForSkeletonAndLocaleWithError(
  const MVUChar *skeleton, int32_t skeletonLength, const char *locale,
  MVUParseError *parseError, MVUErrorCode *status);
void swift_unumf_close(MVUNumberFormatter *formatter);
MVUFormattedNumber *swift_unumf_openResult(MVUErrorCode *status);
void swift_unumf_closeResult(MVUFormattedNumber *result);
/// Formats into `result`; a formatter may be used by several threads at once, a result not.
void swift_unumf_formatDouble(
  const MVUNumberFormatter *formatter, double value, MVUFormattedNumber *result,
  MVUErrorCode *status);
int32_t swift_unumf_resultToString(
  const MVUFormattedNumber *result, MVUChar *buffer, int32_t capacity, MVUErrorCode *status);
/// The rounded number the result shows, as an invariant decimal string ("1.5", "5E+1").
int32_t swift_unumf_resultToDecimalNumber(
  const MVUFormattedNumber *result, char *buffer, int32_t capacity, MVUErrorCode *status);
/// Finds the next span of `position->field` after `position->endIndex`; 0 when none is left.
int8_t swift_unumf_resultNextFieldPosition(
  const MVUFormattedNumber *result, MVUFieldPosition *position, MVUErrorCode *status);

/// The ISO 4217 default fraction digits of a currency (USD 2, JPY 0, BHD 3).
int32_t swift_ucurr_getDefaultFractionDigits(const MVUChar *currency, MVUErrorCode *status);

/// Opens a numbering system by name (`arab`); null when ICU has no such system.
MVUNumberingSystem *swift_unumsys_openByName(const char *name, MVUErrorCode *status);
void swift_unumsys_close(MVUNumberingSystem *system);

#endif
