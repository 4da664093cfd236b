// libFuzzer entry point for the spoiler markup parser and text layout.
//
// Built by `make fuzz` with `swiftc -sanitize=fuzzer,address -parse-as-library -D FUZZING`,
// compiled in one module with every TactileCore source and the shared case
// `Tests/TactileCoreTests/Text/TextFuzzCase.swift` (+ its reference parser). Each input is
// decoded by `TextFuzzCase`; a broken invariant stops the run with the list of problems, and
// libFuzzer saves the input as `crash-…` (turn it into a regression test in
// `Tests/TactileCoreTests/Text/FuzzRegressionTests.swift` and add it to `Fuzz/corpus`).

@_cdecl("LLVMFuzzerTestOneInput")
public func parseLayoutFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let problems = TextFuzzCase(bytes: bytes).run()
  if !problems.isEmpty {
    fatalError("broken invariants:\n" + problems.prefix(20).joined(separator: "\n"))
  }
  return 0
}
