// Declarations of the ICU C functions the Linux formatting engine calls.
//
// They are implemented by lib_FoundationICU, the ICU 76.1 build that every Swift toolchain
// ships for Foundation; its C entry points carry a `swift_` prefix. We declare only what we
// call, by family, with opaque handle types of our own names (C linkage does not see type
// names). Nothing here is copied from ICU's headers.
#ifndef C_MESSAGEVISOR_ICU_H
#define C_MESSAGEVISOR_ICU_H

#include "MVICUCommon.h"
#include "MVICUNumber.h"
#include "MVICUDate.h"
#include "MVICUText.h"

#endif
