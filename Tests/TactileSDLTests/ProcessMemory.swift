import Foundation

/// This process's memory, from `/proc/self` (Linux; zeros elsewhere). Mebibytes.
struct ProcessMemory: CustomStringConvertible {
  /// Resident set now (`/proc/self/statm`, second field, in pages).
  var residentMB: Double
  /// Peak resident set so far (`VmHWM` in `/proc/self/status`).
  var peakMB: Double

  static func now() -> ProcessMemory {
    let pageSize = Double(sysconf(Int32(_SC_PAGESIZE)))
    var resident = 0.0
    if let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) {
      let fields = statm.split(separator: " ")
      if fields.count > 1, let pages = Double(fields[1]) {
        resident = pages * pageSize / 1_048_576
      }
    }
    var peak = 0.0
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kB = Double(line.split(separator: " ").dropFirst().first ?? "")
    {
      peak = kB / 1024
    }
    return ProcessMemory(residentMB: resident, peakMB: peak)
  }

  /// The share of the `length` bytes from page-aligned `start` that is resident (`mincore`);
  /// -1 when the system cannot tell.
  static func residentShare(of start: UnsafeMutableRawPointer, length: Int) -> Double {
    let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    var resident = [UInt8](repeating: 0, count: (length + pageSize - 1) / pageSize)
    guard mincore(start, length, &resident) == 0 else { return -1 }
    return Double(resident.filter { $0 & 1 != 0 }.count) / Double(resident.count)
  }

  /// Whether this process runs under AddressSanitizer (its runtime is linked in).
  static var isUnderAddressSanitizer: Bool {
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
  }

  var description: String {
    String(format: "resident %.1f MB (peak %.1f MB)", residentMB, peakMB)
  }
}
