#ifndef TACTILE_CX11_SHIM_H
#define TACTILE_CX11_SHIM_H
#include <X11/Xlib.h>
#endif
