// libFuzzer entry point for the preset file reader (`TuningPreset.parse`, `JSONValue.read`) and
// the `--set` parser (`LaunchOptions.parse`, `Tuning.apply(assignment:)`).
//
// Built by `make fuzz` with `swiftc -sanitize=fuzzer,address -parse-as-library -D FUZZING`,
// compiled in one module with TactileIO's JSON, preset and command-line sources and the shared
// case `Tests/TactileIOTests/Studio/PresetFuzzCase.swift`, linked with TactileCore and
// TactileScenes built the same way. A broken invariant stops the run with the list of
// problems, and libFuzzer saves the input as `preset-crash-…` (add it to
// `Fuzz/preset-corpus`, which the unit test `presetFuzzCorpusHoldsEveryInvariant` replays).

@_cdecl("LLVMFuzzerTestOneInput")
public func presetFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let problems = PresetFuzzCase(bytes: bytes).run()
  if !problems.isEmpty {
    fatalError("broken invariants:\n" + problems.prefix(20).joined(separator: "\n"))
  }
  return 0
}
