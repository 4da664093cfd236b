#ifndef TACTILE_CSDL2TTF_SHIM_H
#define TACTILE_CSDL2TTF_SHIM_H
#include <SDL_ttf.h>
#endif
