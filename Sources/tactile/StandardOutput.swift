// Glibc declares `stdout` a mutable global, which strict concurrency refuses to read unless
// Glibc is imported with @preconcurrency (in a file that imports nothing else).
@preconcurrency import Glibc

/// Makes standard output line-buffered, so that a pipe reading it (the end-to-end tests, the
/// bench) gets each line as it is printed. Called once, before any other thread starts.
func lineBufferStandardOutput() {
  setvbuf(stdout, nil, _IOLBF, 0)
}
