#ifndef TACTILE_CWEBP_SHIM_H
#define TACTILE_CWEBP_SHIM_H
// The encoder (WebPAnimEncoder, in libwebpmux) and the decoder (WebPAnimDecoder, in
// libwebpdemux) of animated WebP.
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>
#endif
