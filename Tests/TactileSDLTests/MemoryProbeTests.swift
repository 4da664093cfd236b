import Testing

@testable import TactileSDL

@Test func aBlockTooLargeForTheMachineIsAnErrorNotAnAbort() {
  #expect(throws: SDLError.self) {
    try MemoryProbe.require(1 << 60, for: "a huge frame", context: "cannot read the pixels")
  }
  do {
    try MemoryProbe.require(1 << 60, for: "a huge frame", context: "cannot read the pixels")
  } catch {
    #expect(
      "\(error)" == "cannot read the pixels: not enough memory for a huge frame (1152921504.6 GB)")
  }
  #expect(throws: Never.self) { try MemoryProbe.require(64 << 20, for: "x", context: "y") }
}
