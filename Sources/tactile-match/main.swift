import Foundation
import TactileSDL

// tactile-match A.png B.png: whether two renderings of one frame match as the backend
// comparison says they must (`BackendMatch`): prints the percentage of pixels without a match
// and exits 0 within the bound, 1 beyond it (or for images of different sizes), 2 when an
// image cannot be read. The end-to-end tests compare `--renderer gpu` with `software` by it.

let args = Array(CommandLine.arguments.dropFirst())
guard args.count == 2 else {
  FileHandle.standardError.write(Data("usage: tactile-match A.png B.png\n".utf8))
  exit(2)
}
do {
  let (a, b) = (try PNGCodec.read(args[0]), try PNGCodec.read(args[1]))
  guard a.width == b.width, a.height == b.height else {
    print("sizes differ: \(a.width)×\(a.height) and \(b.width)×\(b.height)")
    exit(1)
  }
  let fraction = a.unmatchedFraction(against: b)
  print(
    String(
      format: "%.4f %% unmatched (bound %.4f %%)", fraction * 100,
      BackendMatch.unmatchedBound * 100))
  exit(fraction <= BackendMatch.unmatchedBound ? 0 : 1)
} catch {
  FileHandle.standardError.write(Data("tactile-match: \(error)\n".utf8))
  exit(2)
}
