#ifndef TACTILE_CGIF_SHIM_H
#define TACTILE_CGIF_SHIM_H
// giflib ships no pkg-config file on every distribution: the header is in the default include
// path and the library is linked by name.
#include <gif_lib.h>
#endif
