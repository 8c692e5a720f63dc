// Text formatting: relative time (ureldatefmt_*), lists (ulistfmt_*), display names (uldn_*).
#ifndef MV_ICU_TEXT_H
#define MV_ICU_TEXT_H

#include "MVICUCommon.h"

#endif
