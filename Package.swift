// swift-tools-version:6.0
import PackageDescription

/// Targets whose code is the hot path of the tests and of the debug app (layout, particles,
/// rasterizers, pixel comparisons) are optimized in debug builds too; the rest stays debuggable.
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
  name: "Tactile",
  products: [
    .executable(name: "tactile", targets: ["tactile"]),
    .executable(name: "tactile-bench", targets: ["tactile-bench"]),
    .library(name: "TactileCore", targets: ["TactileCore"]),
    .library(name: "TactileScenes", targets: ["TactileScenes"]),
  ],
  targets: [
    // C system libraries (Debian packages; see Scripts/deps.sh).
    .systemLibrary(
      name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
    // Xlib: the X resource database's Xft.dpi, the scale X11 desktops set (SDL 2 reads none).
    .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
    .systemLibrary(
      name: "CSDL2TTF", pkgConfig: "SDL2_ttf", providers: [.apt(["libsdl2-ttf-dev"])]),
    // HarfBuzz (shaping) and FreeType (glyph rasterization) over the faces SDL_ttf opens.
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev", "libfreetype-dev"])]),
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    // giflib has no pkg-config file on Debian: the module map links "gif" by name.
    .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
    .systemLibrary(
      name: "CImageQuant", pkgConfig: "imagequant", providers: [.apt(["libimagequant-dev"])]),
    .systemLibrary(
      name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
    // Dear ImGui (static library; its header path and -limgui come from pkg-config).
    .systemLibrary(
      name: "CImGui", pkgConfig: "imgui", providers: [.apt(["libimgui-dev", "libstb-dev"])]),
    // A small C API over ImGui's C++ for Swift.
    .target(
      name: "CImGuiBridge", dependencies: ["CImGui"],
      linkerSettings: [.linkedLibrary("stdc++"), .linkedLibrary("m")]),
    // A small C API over ICU (line breaking, bidi, scripts) and fontconfig (font fallback):
    // ICU's headers clash with Foundation's own copy of ICU, so Swift sees only this API.
    .target(
      name: "CTextBridge",
      linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("fontconfig")]),
    // Swift over CTextBridge: line breaks, bidi runs, scripts, fallback fonts.
    .target(name: "TactileUnicode", dependencies: ["TactileCore", "CTextBridge"]),

    // Pure Swift: mechanisms. Imports no C module. Optimized in debug builds too (as the
    // software backend): its text layout and particles are the tests' and the debug app's hot
    // paths, minutes slower unoptimized; its invariant checks are preconditions under DEBUG.
    .target(name: "TactileCore", swiftSettings: optimizedInDebug),
    // Pure Swift: the four features and the app model (optimized in debug builds too).
    .target(name: "TactileScenes", dependencies: ["TactileCore"], swiftSettings: optimizedInDebug),
    // Swift: the software backend (draws a frame's batches into pixels on the CPU).
    // Optimized in debug builds too: its rasterizers' SIMD lanes are generic code that only
    // the optimizer specializes, and unoptimized they made the pixel tests minutes slower.
    .target(
      name: "TactileSoftware", dependencies: ["TactileCore"],
      swiftSettings: optimizedInDebug),
    // Foundation only: the files a user names — the one checked writer (AtomicFile), the one
    // bounded reader (BoundedFile) and the removal of dead writers' temporary files.
    .target(name: "TactileFiles"),
    // The thin platform layer: SDL window, renderer, fonts, events, screenshots and
    // recordings (through the image libraries' own encoders).
    .target(
      name: "TactileSDL",
      dependencies: [
        "TactileCore", "TactileSoftware", "TactileUnicode", "TactileFiles", "CSDL2", "CSDL2TTF",
        "CX11", "CHarfBuzz", "CPNG", "CGIF",
        "CImageQuant", "CWebP",
      ]),
    // The app's edge: the command line, the --script parser and files (the to-do list, tuning
    // presets, the user's folders). Pure Swift and Foundation, no SDL; the pages never see it
    // (the to-do list's storage is handed to them through PageContent).
    .target(name: "TactileIO", dependencies: ["TactileCore", "TactileScenes", "TactileFiles"]),
    // The studio: the tuning panel (ImGui, drawn through the DrawList) and its input.
    .target(
      name: "TactileStudio",
      dependencies: ["TactileCore", "TactileScenes", "TactileIO", "CImGuiBridge"]),
    .executableTarget(
      name: "tactile",
      dependencies: [
        "TactileCore", "TactileScenes", "TactileIO", "TactileSDL", "TactileStudio", "TactileFiles",
      ]),

    // Compares two PNGs as the backend comparison does (the end-to-end tests' GPU checks).
    .executableTarget(name: "tactile-match", dependencies: ["TactileSDL"]),

    // Counts heap allocations by interposing malloc & co. (see its .c file). Linked into
    // tactile-bench only.
    .target(name: "CMallocCounter"),
    .executableTarget(
      name: "tactile-bench",
      dependencies: [
        "TactileCore", "TactileScenes", "TactileIO", "TactileSDL", "TactileFiles", "CSDL2",
        "CMallocCounter",
      ]),

    // Fixtures shared by the test targets (fake font metrics).
    .target(
      name: "TactileTestSupport", dependencies: ["TactileCore"], path: "Tests/TactileTestSupport"),
    .testTarget(
      name: "TactileCoreTests",
      dependencies: ["TactileCore", "TactileUnicode", "TactileTestSupport"]),
    .testTarget(name: "TactileFilesTests", dependencies: ["TactileFiles", "TactileTestSupport"]),
    .testTarget(
      name: "TactileSoftwareTests", dependencies: ["TactileSoftware", "TactileCore"]),
    .testTarget(
      name: "TactileScenesTests",
      dependencies: ["TactileScenes", "TactileIO", "TactileCore", "TactileTestSupport"]),
    .testTarget(
      name: "TactileIOTests",
      dependencies: ["TactileIO", "TactileScenes", "TactileCore", "TactileTestSupport"]),
    .testTarget(
      name: "TactileSDLTests",
      dependencies: [
        "TactileSDL", "TactileSoftware", "TactileScenes", "TactileIO", "TactileCore",
        "TactileFiles", "TactileTestSupport", "CGIF", "CWebP",
      ],
      // Golden frames, read from the source tree by path (not bundled).
      exclude: ["Golden"],
      // Optimized in debug builds too: its pixel comparisons walk millions of pixels.
      swiftSettings: optimizedInDebug),
    .testTarget(name: "TactileUnicodeTests", dependencies: ["TactileUnicode", "TactileCore"]),
    .testTarget(
      name: "TactileStudioTests",
      dependencies: [
        "TactileStudio", "TactileScenes", "TactileIO", "TactileCore", "TactileTestSupport",
      ]),
  ],
  // Every target in Swift 6 language mode: strict concurrency checking, errors not warnings.
  swiftLanguageModes: [.v6]
)
