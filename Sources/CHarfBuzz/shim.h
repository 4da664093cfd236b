#ifndef TACTILE_CHARFBUZZ_SHIM_H
#define TACTILE_CHARFBUZZ_SHIM_H
// HarfBuzz shapes text over the FreeType faces SDL_ttf opens; FreeType rasterizes the glyphs.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <hb.h>
#include <hb-ft.h>
#endif
