/* Only CCardICU includes ICU's headers; Swift code imports CCardICU, never
   this module (the toolchain's Foundation carries its own ICU types). */
#include <unicode/utypes.h>
