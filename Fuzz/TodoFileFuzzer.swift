// libFuzzer entry point for the to-do file (`TodoFile`: read as far as it can be, written back
// with nothing lost).
//
// Built by `make fuzz` with `swiftc -sanitize=fuzzer,address -parse-as-library -D FUZZING`,
// compiled in one module with TactileIO's JSON and to-do file sources and the shared case
// `Tests/TactileIOTests/Todo/TodoFileFuzzCase.swift`, linked with TactileCore and
// TactileScenes built the same way. A broken invariant stops the run with the list of
// problems, and libFuzzer saves the input as `todo-crash-…` (add it to `Fuzz/todo-corpus`,
// which the unit test `todoFuzzCorpusHoldsEveryInvariant` replays).

@_cdecl("LLVMFuzzerTestOneInput")
public func todoFileFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let problems = TodoFileFuzzCase(bytes: bytes).run()
  if !problems.isEmpty {
    fatalError("broken invariants:\n" + problems.prefix(20).joined(separator: "\n"))
  }
  return 0
}
