// A small C API over Dear ImGui (C++) for Swift: one context, input in, widgets, and the
// frame's draw data out as plain arrays. Coordinates are in points; the caller renders the
// triangles itself (Tactile's own backends), textured with the font atlas.
#ifndef TACTILE_IMGUI_BRIDGE_H
#define TACTILE_IMGUI_BRIDGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Keys ImGui's keyboard navigation uses (ImGui 1.86 `ImGuiKey_` order).
typedef enum TIGKey {
  TIGKeyTab, TIGKeyLeft, TIGKeyRight, TIGKeyUp, TIGKeyDown, TIGKeyPageUp, TIGKeyPageDown,
  TIGKeyHome, TIGKeyEnd, TIGKeyInsert, TIGKeyDelete, TIGKeyBackspace, TIGKeySpace,
  TIGKeyEnter, TIGKeyEscape
} TIGKey;

/// One vertex as ImGui makes it: position (points), texture coordinate, colour (RGBA bytes).
typedef struct TIGVertex {
  float x, y, u, v;
  uint32_t rgba;
} TIGVertex;

/// Creates the context with the TrueType font at `fontPath` (NULL: ImGui's built-in font) of
/// `fontSize` points rasterized at `pixelScale` pixels per point. No .ini file is written.
/// Returns 0 when the font cannot be loaded (the built-in one is used then).
int tig_create(const char *fontPath, float fontSize, float pixelScale);
void tig_destroy(void);
/// Rasterizes the font again at `pixelScale` pixels per point (between frames): the atlas
/// (`tig_font_atlas`) is rebuilt. Returns 0 when the font cannot be loaded (the built-in one
/// is used then).
int tig_set_font(const char *fontPath, float fontSize, float pixelScale);
/// ImGui's colours: its light style (`light` nonzero) or its dark one (the default), with an
/// opaque window background. Sizes and roundings are kept.
void tig_style(int light);
/// The font atlas: RGBA bytes, `*width` × `*height`. Valid until `tig_destroy`.
const uint8_t *tig_font_atlas(int *width, int *height);

/// Input for the next frame.
void tig_mouse(float x, float y, int primaryDown);
void tig_wheel(float lines);
void tig_key(TIGKey key, int down);
void tig_modifiers(int ctrl, int shift, int alt);
void tig_text(const char *utf8);
/// Whether ImGui uses the mouse / the keyboard (then the app should not).
int tig_wants_mouse(void);
int tig_wants_keyboard(void);

/// Starts a frame of `width` × `height` points that `dt` seconds after the last.
void tig_frame_begin(float width, float height, float dt);
/// Ends the frame and builds its draw data.
void tig_frame_end(void);

/// Widgets (return nonzero when the user changed the value or pressed).
/// A fixed window at (x, y) of that size; it scrolls both ways when its content is larger.
int tig_window_begin(const char *title, float x, float y, float width, float height);
void tig_window_end(void);
int tig_header(const char *label, int defaultOpen);
int tig_slider(const char *label, float *value, float min, float max, const char *format);
int tig_checkbox(const char *label, int *value);
int tig_button(const char *label);
int tig_small_button(const char *label);
/// A drop-down showing `preview`; nonzero while open, then its items follow and
/// `tig_combo_end` closes it.
int tig_combo_begin(const char *label, const char *preview);
/// One item of an open drop-down; nonzero when chosen.
int tig_combo_item(const char *label);
void tig_combo_end(void);
void tig_same_line(float offset);
void tig_text_unformatted(const char *text);
/// Lines the next text up with framed widgets (sliders) on the same line.
void tig_align_text_to_frame(void);
void tig_text_disabled(const char *text);
void tig_separator(void);
void tig_push_id(int id);
void tig_pop_id(void);
void tig_set_next_item_width(float width);
/// A tooltip over the item just drawn while it is hovered, wrapped to fit the window.
void tig_tooltip_if_hovered(const char *text);
/// Focuses the panel's window so the keyboard navigates it.
void tig_focus_window(const char *title);
/// Whether the item just drawn has keyboard focus.
int tig_item_focused(void);
/// Takes keyboard focus away from every ImGui window (the app gets the keys again).
void tig_unfocus(void);
/// The rect of the item just drawn: x0, y0, x1, y1 in points.
void tig_item_rect(float rect[4]);
/// A one-line text field editing the NUL-terminated UTF-8 in `buffer` (`size` bytes).
int tig_input_text(const char *label, char *buffer, int size);
/// Text wrapped at the window's width.
void tig_text_wrapped(const char *text);

/// The last frame's draw data: lists of vertices and 16-bit indices, each with commands that
/// draw `count` indices from `indexOffset` within the clip rect (points).
int tig_draw_list_count(void);
void tig_draw_list(int list, const TIGVertex **vertices, int *vertexCount,
                   const uint16_t **indices, int *indexCount, int *commandCount);
void tig_draw_command(int list, int command, float clip[4], uint32_t *count,
                      uint32_t *indexOffset, uint32_t *vertexOffset);

#ifdef __cplusplus
}
#endif
#endif
