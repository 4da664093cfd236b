#ifndef TACTILE_CZLIB_SHIM_H
#define TACTILE_CZLIB_SHIM_H
#include <zlib.h>
#endif
