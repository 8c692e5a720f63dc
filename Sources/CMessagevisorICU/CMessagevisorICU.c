// The C target has no code of its own: it exists so Swift can import the declarations in
// include/ and link lib_FoundationICU on Linux.
#include "CMessagevisorICU.h"
