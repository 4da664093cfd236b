#ifndef TACTILE_CSDL2_SHIM_H
#define TACTILE_CSDL2_SHIM_H
#define SDL_MAIN_HANDLED 1
#include <SDL.h>
#endif
