import Foundation

/// Whether this process can reach a GPU at all, asked before loading OpenGL. Linux shows a GPU
/// to a process as a DRM device (`/dev/dri/card*`, `/dev/dri/renderD*`) or, with NVIDIA's own
/// driver, as `/dev/nvidiactl`, which the process must be allowed to open for reading and
/// writing. Without one, any OpenGL there is emulated on the CPU (Mesa's llvmpipe), and loading
/// it only to learn that costs about 50 ms of start-up (LLVM's libraries, a context, shaders).
enum GPUDevices {
  /// The paths that would show a GPU: the DRM devices among `driEntries` (the names in
  /// `/dev/dri`), then NVIDIA's control device.
  static func paths(driEntries: [String]) -> [String] {
    let drm = driEntries.filter { $0.hasPrefix("card") || $0.hasPrefix("renderD") }
    return drm.sorted().map { "/dev/dri/\($0)" } + ["/dev/nvidiactl"]
  }

  /// Whether one of those devices exists and this process may open it to read and write.
  static func present() -> Bool {
    let dri = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
    return paths(driEntries: dri).contains { access($0, R_OK | W_OK) == 0 }
  }
}
