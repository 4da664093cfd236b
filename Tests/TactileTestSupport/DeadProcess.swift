#if canImport(Glibc)
  import Glibc
#endif

/// A process id that no process has now (counting down from the highest the kernel gives), for
/// tests of what a dead process left behind.
public func deadProcessID() -> Int32 {
  var pid: Int32 = 4_194_303
  while kill(pid, 0) == 0 || errno != ESRCH { pid -= 1 }
  return pid
}
