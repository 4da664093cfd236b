/// Which renderer draws a window: `--renderer auto|gpu|software`.
public enum RendererChoice: String, Sendable, CaseIterable {
  /// SDL's accelerated renderer on a GPU; the software backend where there is none, or where
  /// the "GPU" is emulated on the CPU (Mesa's llvmpipe).
  case auto
  /// SDL's accelerated renderer whatever it runs on, llvmpipe included: the path a GPU user
  /// gets, run where there is no GPU (the tests under Xvfb).
  case gpu
  /// The software backend, drawing into the window's surface.
  case software
}
