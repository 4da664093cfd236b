import Foundation

/// Asks the system for a large block before Swift allocates it: a Swift array that cannot be
/// allocated ends the process, while `malloc` says no. Used where the size follows the window
/// (a 32768 × 16384 pixel frame read back is 2 GB), so the answer becomes a one-line error.
public enum MemoryProbe {
  /// Throws `SDLError(context, "not enough memory for …")` when `bytes` cannot be allocated
  /// now; `what` names the block for the message. Returns at once for small blocks.
  public static func require(_ bytes: Int, for what: String, context: String) throws {
    guard bytes > smallBlock else { return }
    guard let block = malloc(bytes) else {
      throw SDLError(
        context,
        message: "not enough memory for \(what) (\(String(format: "%.1f", Double(bytes) / 1e9)) GB)"
      )
    }
    free(block)
  }

  /// Blocks up to this size (16 MB) are not probed.
  static let smallBlock = 16 << 20
}
