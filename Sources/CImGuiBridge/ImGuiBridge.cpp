// See ImGuiBridge.h. Thin forwarding to Dear ImGui; no state of its own but the context.
#include "ImGuiBridge.h"

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wnontrivial-memcall"
#include <imgui.h>
#pragma clang diagnostic pop
#include <string.h>

static_assert(sizeof(ImDrawVert) == sizeof(TIGVertex), "ImDrawVert layout");
static_assert(offsetof(ImDrawVert, uv) == offsetof(TIGVertex, u), "ImDrawVert uv");
static_assert(offsetof(ImDrawVert, col) == offsetof(TIGVertex, rgba), "ImDrawVert col");
static_assert(sizeof(ImDrawIdx) == sizeof(uint16_t), "16-bit indices");

static unsigned char *atlasPixels = nullptr;
static int atlasWidth = 0;
static int atlasHeight = 0;

int tig_set_font(const char *fontPath, float fontSize, float pixelScale) {
  ImGuiIO &io = ImGui::GetIO();
  io.Fonts->Clear();
  int loaded = 0;
  float scale = pixelScale > 0 ? pixelScale : 1;
  if (fontPath != nullptr) {
    ImFontConfig config;
    config.OversampleH = 2;
    config.OversampleV = 1;
    // Latin with its supplements, and the general punctuation and arrows the panel writes
    // ("…", "–", "→", "×" and "·" are in these).
    static const ImWchar ranges[] = {0x0020, 0x024F, 0x2000, 0x206F, 0x2190, 0x21FF, 0};
    loaded = io.Fonts->AddFontFromFileTTF(fontPath, fontSize * scale, &config, ranges) != nullptr;
  }
  if (!loaded) {
    io.Fonts->AddFontDefault();
    scale = 1;
  }
  io.FontGlobalScale = 1 / scale;
  io.Fonts->GetTexDataAsRGBA32(&atlasPixels, &atlasWidth, &atlasHeight);
  io.Fonts->SetTexID((ImTextureID)(intptr_t)1);
  return loaded;
}

int tig_create(const char *fontPath, float fontSize, float pixelScale) {
  if (ImGui::GetCurrentContext() != nullptr) tig_destroy();
  ImGui::CreateContext();
  ImGuiIO &io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.LogFilename = nullptr;
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  for (int k = 0; k <= TIGKeyEscape; k++) io.KeyMap[k] = k;
  io.KeyMap[ImGuiKey_KeyPadEnter] = TIGKeyEnter;
  int loaded = tig_set_font(fontPath, fontSize, pixelScale);
  ImGuiStyle &style = ImGui::GetStyle();
  style.WindowRounding = 8;
  style.FrameRounding = 4;
  style.GrabRounding = 4;
  style.WindowBorderSize = 0;
  // Rows 2 px closer than ImGui's 4: every tunable of the Spoilers page (the most of any
  // page) fits a panel 800 pt tall.
  style.ItemSpacing.y = 2;
  tig_style(0);
  return loaded;
}

void tig_style(int light) {
  ImGuiStyle &style = ImGui::GetStyle();
  if (light) {
    ImGui::StyleColorsLight();
    // The light style's hints (0.6 grey on 0.94) read at 2.5:1; 0.4 reads at 5:1.
    style.Colors[ImGuiCol_TextDisabled] = ImVec4(0.40f, 0.40f, 0.40f, 1.00f);
  } else {
    ImGui::StyleColorsDark();
  }
  style.Colors[ImGuiCol_WindowBg].w = 1;
}

void tig_destroy(void) {
  if (ImGui::GetCurrentContext() == nullptr) return;
  ImGui::DestroyContext();
  atlasPixels = nullptr;
  atlasWidth = atlasHeight = 0;
}

const uint8_t *tig_font_atlas(int *width, int *height) {
  *width = atlasWidth;
  *height = atlasHeight;
  return atlasPixels;
}

void tig_mouse(float x, float y, int primaryDown) {
  ImGuiIO &io = ImGui::GetIO();
  io.MousePos = ImVec2(x, y);
  io.MouseDown[0] = primaryDown != 0;
}

void tig_wheel(float lines) { ImGui::GetIO().MouseWheel += lines; }

void tig_key(TIGKey key, int down) {
  if (key < 0 || key > TIGKeyEscape) return;
  ImGui::GetIO().KeysDown[key] = down != 0;
}

void tig_modifiers(int ctrl, int shift, int alt) {
  ImGuiIO &io = ImGui::GetIO();
  io.KeyCtrl = ctrl != 0;
  io.KeyShift = shift != 0;
  io.KeyAlt = alt != 0;
}

void tig_text(const char *utf8) { ImGui::GetIO().AddInputCharactersUTF8(utf8); }

int tig_wants_mouse(void) { return ImGui::GetIO().WantCaptureMouse; }
int tig_wants_keyboard(void) { return ImGui::GetIO().WantCaptureKeyboard; }

void tig_frame_begin(float width, float height, float dt) {
  ImGuiIO &io = ImGui::GetIO();
  io.DisplaySize = ImVec2(width > 1 ? width : 1, height > 1 ? height : 1);
  io.DeltaTime = dt > 1e-4f ? dt : 1e-4f;
  ImGui::NewFrame();
}

void tig_frame_end(void) { ImGui::Render(); }

int tig_window_begin(const char *title, float x, float y, float width, float height) {
  ImGui::SetNextWindowPos(ImVec2(x, y), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(width, height), ImGuiCond_Always);
  return ImGui::Begin(title, nullptr,
                      ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                          ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                          ImGuiWindowFlags_HorizontalScrollbar);
}

void tig_window_end(void) { ImGui::End(); }

int tig_header(const char *label, int defaultOpen) {
  return ImGui::CollapsingHeader(label, defaultOpen ? ImGuiTreeNodeFlags_DefaultOpen : 0);
}

int tig_slider(const char *label, float *value, float min, float max, const char *format) {
  return ImGui::SliderFloat(label, value, min, max, format);
}

int tig_checkbox(const char *label, int *value) {
  bool b = *value != 0;
  bool changed = ImGui::Checkbox(label, &b);
  *value = b;
  return changed;
}

int tig_button(const char *label) { return ImGui::Button(label); }
int tig_small_button(const char *label) { return ImGui::SmallButton(label); }
int tig_combo_begin(const char *label, const char *preview) {
  return ImGui::BeginCombo(label, preview);
}
int tig_combo_item(const char *label) { return ImGui::Selectable(label); }
void tig_combo_end(void) { ImGui::EndCombo(); }
void tig_same_line(float offset) { ImGui::SameLine(offset); }
void tig_text_unformatted(const char *text) { ImGui::TextUnformatted(text); }
void tig_align_text_to_frame(void) { ImGui::AlignTextToFramePadding(); }
void tig_text_disabled(const char *text) { ImGui::TextDisabled("%s", text); }
void tig_separator(void) { ImGui::Separator(); }
void tig_push_id(int id) { ImGui::PushID(id); }
void tig_pop_id(void) { ImGui::PopID(); }
void tig_set_next_item_width(float width) { ImGui::SetNextItemWidth(width); }

void tig_tooltip_if_hovered(const char *text) {
  if (!ImGui::IsItemHovered()) return;
  // Wrapped at about 30 ems, or narrower where the window is: a long line would run past the
  // window's edge (ImGui moves a tooltip inside the display but does not wrap it).
  const ImGuiStyle &style = ImGui::GetStyle();
  float room = ImGui::GetIO().DisplaySize.x - 2 * style.WindowPadding.x - 2;
  float wrap = ImGui::GetFontSize() * 30;
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(wrap < room ? wrap : (room > 1 ? room : 1));
  ImGui::TextUnformatted(text);
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

void tig_focus_window(const char *title) { ImGui::SetWindowFocus(title); }
int tig_item_focused(void) { return ImGui::IsItemFocused(); }
void tig_unfocus(void) { ImGui::SetWindowFocus(nullptr); }

void tig_item_rect(float rect[4]) {
  ImVec2 a = ImGui::GetItemRectMin();
  ImVec2 b = ImGui::GetItemRectMax();
  rect[0] = a.x;
  rect[1] = a.y;
  rect[2] = b.x;
  rect[3] = b.y;
}

int tig_input_text(const char *label, char *buffer, int size) {
  return ImGui::InputText(label, buffer, (size_t)size);
}

void tig_text_wrapped(const char *text) { ImGui::TextWrapped("%s", text); }

int tig_draw_list_count(void) {
  ImDrawData *d = ImGui::GetDrawData();
  return d != nullptr && d->Valid ? d->CmdListsCount : 0;
}

void tig_draw_list(int list, const TIGVertex **vertices, int *vertexCount,
                   const uint16_t **indices, int *indexCount, int *commandCount) {
  const ImDrawList *l = ImGui::GetDrawData()->CmdLists[list];
  *vertices = reinterpret_cast<const TIGVertex *>(l->VtxBuffer.Data);
  *vertexCount = l->VtxBuffer.Size;
  *indices = l->IdxBuffer.Data;
  *indexCount = l->IdxBuffer.Size;
  *commandCount = l->CmdBuffer.Size;
}

void tig_draw_command(int list, int command, float clip[4], uint32_t *count,
                      uint32_t *indexOffset, uint32_t *vertexOffset) {
  const ImDrawCmd &c = ImGui::GetDrawData()->CmdLists[list]->CmdBuffer[command];
  clip[0] = c.ClipRect.x;
  clip[1] = c.ClipRect.y;
  clip[2] = c.ClipRect.z;
  clip[3] = c.ClipRect.w;
  *count = c.UserCallback == nullptr ? c.ElemCount : 0;
  *indexOffset = c.IdxOffset;
  *vertexOffset = c.VtxOffset;
}
