// Types shared by every ICU family we call: UTF-16 code units, error codes, field positions.
#ifndef MV_ICU_COMMON_H
#define MV_ICU_COMMON_H

#include <stdint.h>

/// A UTF-16 code unit (ICU's UChar).
typedef uint16_t MVUChar;

/// ICU's UErrorCode: zero is success, negative values are warnings, positive values failures.
typedef int32_t MVUErrorCode;

/// U_BUFFER_OVERFLOW_ERROR: the output did not fit; the returned length is the needed one.
#define MV_U_BUFFER_OVERFLOW_ERROR 15
/// U_STRING_NOT_TERMINATED_WARNING: the output filled the buffer exactly, without a NUL.
#define MV_U_STRING_NOT_TERMINATED_WARNING (-124)

/// ICU's own version (major, minor, milli, micro).
void swift_u_getVersion(uint8_t version[4]);

/// The version of the CLDR data ICU carries.
void swift_ulocdata_getCLDRVersion(uint8_t version[4], MVUErrorCode *status);

/// The symbolic name of an error code ("U_ILLEGAL_ARGUMENT_ERROR").
const char *swift_u_errorName(MVUErrorCode code);

/// ICU's UParseError: where a pattern or skeleton failed to parse.
typedef struct MVUParseError {
  int32_t line;
  int32_t offset;
  MVUChar preContext[16];
  MVUChar postContext[16];
} MVUParseError;

/// An opaque ICU formatted value (UFormattedValue).
typedef struct MVUFormattedValue MVUFormattedValue;

/// The text of a formatted value; the pointer lives as long as the result object.
const MVUChar *swift_ufmtval_getString(
  const MVUFormattedValue *value, int32_t *length, MVUErrorCode *status);

#endif
