// Number formatting (unumf_*), number ranges (unumrf_*) and plural rules (uplrules_*).
#ifndef MV_ICU_NUMBER_H
#define MV_ICU_NUMBER_H

#include "MVICUCommon.h"

/// An opaque localized number formatter built from a skeleton (UNumberFormatter).
typedef struct MVUNumberFormatter MVUNumberFormatter;
/// An opaque formatting result (UFormattedNumber).
typedef struct MVUFormattedNumber MVUFormattedNumber;

MVUNumberFormatter *swift_unumf_openForSkeletonAndLocaleWithError(
  const MVUChar *skeleton, int32_t skeletonLength, const char *locale,
  MVUParseError *parseError, MVUErrorCode *status);
void swift_unumf_close(MVUNumberFormatter *formatter);
MVUFormattedNumber *swift_unumf_openResult(MVUErrorCode *status);
void swift_unumf_closeResult(MVUFormattedNumber *result);
void swift_unumf_formatDouble(
  const MVUNumberFormatter *formatter, double value, MVUFormattedNumber *result,
  MVUErrorCode *status);
int32_t swift_unumf_resultToString(
  const MVUFormattedNumber *result, MVUChar *buffer, int32_t capacity, MVUErrorCode *status);

#endif
