// libFuzzer entry point for the `--script` parser (`ReplayScript`).
//
// Built by `make fuzz` with `swiftc -sanitize=fuzzer,address -parse-as-library -D FUZZING`,
// compiled in one module with every TactileCore source, `ReplayScript.swift` and the shared case
// `Tests/TactileIOTests/Script/ScriptFuzzCase.swift`. A broken invariant stops the run with
// the list of problems, and libFuzzer saves the input as `script-crash-…` (add it to
// `Fuzz/script-corpus`, which the unit test `scriptFuzzCorpusHoldsEveryInvariant` replays).

@_cdecl("LLVMFuzzerTestOneInput")
public func scriptFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let problems = ScriptFuzzCase(bytes: bytes).run()
  if !problems.isEmpty {
    fatalError("broken invariants:\n" + problems.prefix(20).joined(separator: "\n"))
  }
  return 0
}
