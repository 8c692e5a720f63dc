// Date and time formatting: pattern generator (udatpg_*), formatters (udat_*), intervals
// (udtitvfmt_*).
#ifndef MV_ICU_DATE_H
#define MV_ICU_DATE_H

#include "MVICUCommon.h"

#endif
