#ifndef TACTILE_CIMAGEQUANT_SHIM_H
#define TACTILE_CIMAGEQUANT_SHIM_H
#include <libimagequant.h>
#endif
