import Testing

@testable import TactileUnicode

/// Whether `offsets` ascend strictly.
private func ascending(_ offsets: [Int32]) -> Bool {
  zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 }
}

/// Whether `offsets` ascend within 1...length and end at length.
private func wellFormedBreaks(_ offsets: [Int32], length: Int) -> Bool {
  ascending(offsets) && (offsets.first ?? 1) >= 1 && offsets.last == Int32(length)
}

/// Whether `starts` ascend from 0 within the text, one per level, and the levels are legal.
private func wellFormedRuns(_ starts: [Int32], _ levels: [UInt8], length: Int) -> Bool {
  ascending(starts) && starts.first == 0 && (starts.last ?? 0) < Int32(length)
    && starts.count == levels.count && levels.allSatisfy { $0 <= 126 }
}

/// Breaks and bidi runs of `bytes`, checked for shape; the runs are returned.
private func analyze(_ bytes: [UInt8]) -> (breaks: [Int32], starts: [Int32], levels: [UInt8]) {
  var breaks: [Int32] = []
  var starts: [Int32] = []
  var levels: [UInt8] = []
  bytes.withUnsafeBufferPointer {
    LineBreakAnalyzer().breaks(in: $0, into: &breaks)
    _ = BidiAnalyzer().runs(in: $0, base: .autoLeftToRight, starts: &starts, levels: &levels)
  }
  #expect(wellFormedBreaks(breaks, length: bytes.count))
  #expect(wellFormedRuns(starts, levels, length: bytes.count))
  return (breaks, starts, levels)
}

@Test func tenThousandNestedEmbeddingsAndIsolatesStayBounded() {
  // LRE, RLO, LRI, RLE, RLI, each with the character that closes it (PDF or PDI).
  let pairs: [(open: Unicode.Scalar, close: Unicode.Scalar)] = [
    ("\u{202A}", "\u{202C}"), ("\u{202E}", "\u{202C}"), ("\u{2066}", "\u{2069}"),
    ("\u{202B}", "\u{202C}"), ("\u{2067}", "\u{2069}"),
  ]
  var text = ""
  for i in 0..<10_000 {
    text.unicodeScalars.append(pairs[i % pairs.count].open)
    text += i % 2 == 0 ? "a" : "ب"
  }
  for i in (0..<10_000).reversed() { text.unicodeScalars.append(pairs[i % pairs.count].close) }
  let result = analyze(Array(text.utf8))
  #expect(result.levels.max()! <= 126)
}

@Test func aMegabyteOfArabicWithoutSpacesIsOneRunAndOneBreak() {
  let text = String(repeating: "ب", count: 500_000)
  let result = analyze(Array(text.utf8))
  #expect(result.breaks == [1_000_000])
  #expect(result.starts == [0])
  #expect(result.levels == [1])
}

@Test func aHundredThousandJoinersAreOneRun() {
  let text = String(repeating: "\u{200D}", count: 100_000)
  let result = analyze(Array(text.utf8))
  #expect(result.breaks == [300_000])
  #expect(result.starts == [0])
  #expect(UnicodeScripts.name(of: UnicodeScripts.script(of: "\u{200D}")) == "Zinh")
}

/// The offsets at which `bytes` decode to a scalar or to one replacement character (an
/// ill-formed sequence as long as possible, as ICU reads them too), and the end.
private func sequenceStarts(_ bytes: [UInt8]) -> Set<Int32> {
  var starts: Set<Int32> = [0]
  var parser = Unicode.UTF8.ForwardParser()
  var iterator = bytes.makeIterator()
  var offset: Int32 = 0
  while true {
    switch parser.parseScalar(from: &iterator) {
    case .valid(let scalar): offset += Int32(scalar.count)
    case .error(let length): offset += Int32(length)
    case .emptyInput: return starts
    }
    starts.insert(offset)
  }
}

@Test func illFormedUTF8GivesWellFormedAnswers() {
  var generator = SystemRandomNumberGenerator()
  let samples: [[UInt8]] = [
    [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE0, 0x80],
    Array("ab".utf8) + [0xF0, 0x9F] + Array("עו".utf8) + [0x80, 0x80],
  ]
  let random = (0..<500).map { _ in
    (0..<Int.random(in: 1...64, using: &generator)).map { _ in
      UInt8.random(in: 0...255, using: &generator)
    }
  }
  for bytes in samples + random {
    let result = analyze(bytes)
    let starts = sequenceStarts(bytes)
    #expect(result.breaks.allSatisfy(starts.contains), "a break inside a sequence: \(bytes)")
    #expect(result.starts.allSatisfy(starts.contains), "a run inside a sequence: \(bytes)")
  }
}
