#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One pass over a `MeasuredText`'s bytes: paragraphs, their line breaks and levels, graphemes
/// classified into faces, segments cut and shaped (each distinct text and style once).
struct Segmenter {
  /// The segment being filled.
  private struct Open {
    var kind: MeasuredText.SegmentKind
    /// Its first byte and grapheme in the text.
    var byte: Int
    var grapheme: Int
    var style: Int
    var breaksBefore: Bool
    /// Graphemes before its trailing spaces, once a word has some.
    var wordGraphemes: Int?
    /// Whether it holds a grapheme shaped as another (a control character, a tab).
    var substitutes: Bool

    /// Notes that a word's trailing spaces begin at grapheme `g` (unless they began before).
    mutating func takeTrailingSpaces(at g: Int) {
      if kind == .word, wordGraphemes == nil { wordGraphemes = g - grapheme }
    }
  }

  private let metrics: any FontMetrics
  private let font: FontSpec
  private let defaultDirection: TextDirection
  private var classifier: GraphemeClassifier
  /// The paragraph's break opportunities and level runs (reused from paragraph to paragraph).
  private var breaks: [Int32] = []
  private var levelStarts: [Int32] = []
  private var levels: [UInt8] = []
  private var grapheme = 0
  private var open: Open?
  /// Where the graphemes of the segment being shaped start, in bytes from its first (found
  /// only when a segment is shaped, not for one whose shape is known).
  private var graphemeOffsets: [Int32] = []
  private var missing = 0
  private var controls = 0
  // Shaping.
  private var shaped = ShapedGlyphs()
  private var substituted: [UInt8] = []
  private var substitutedOffsets: [Int32] = []
  private var shapes = ShapeTable()
  /// The shape of every paragraph break (no glyphs), once made.
  private var paragraphBreakShape = -1

  /// Whether plain words take the quick way (`continuePlain`); the tests turn it off to
  /// compare.
  private let takesPlainWordsWhole: Bool

  init(measuring m: MeasuredText, takingPlainWordsWhole: Bool) {
    takesPlainWordsWhole = takingPlainWordsWhole
    metrics = m.metrics
    font = m.font
    defaultDirection = m.defaultDirection
    classifier = GraphemeClassifier(font: m.font, emojiFont: m.emojiFont, metrics: m.metrics)
  }

  mutating func run(into m: inout MeasuredText) {
    let text = m.text
    // A segment holds a grapheme and, but for pathological text, a space or another letter:
    // room for as many as half the bytes, so the arrays never grow (and copy) on the way. What
    // prose leaves unused is never touched, so never made resident.
    let estimate = text.utf8.count / 2 + 2
    m.byteStart.reserveCapacity(estimate)
    m.graphemeStart.reserveCapacity(estimate)
    m.flags.reserveCapacity(estimate)
    m.style.reserveCapacity(estimate)
    m.shape.reserveCapacity(estimate)
    GraphemeScanner.withScanner(text) { scanner in
      let n = scanner.count
      var p = 0
      while true {
        let found = ParagraphScan(scanner.bytes, from: p)
        let end = found.end
        paragraph(found, scanner, into: &m)
        guard end < n else { break }
        let q = scanner.graphemeEnd(from: end)
        if paragraphBreakShape < 0 {
          paragraphBreakShape = m.appendShape(
            glyphs: m.glyphID.count..<m.glyphID.count, wordGraphemes: 0)
        }
        m.appendSegment(
          .paragraphBreak, bytes: end, grapheme: grapheme, style: 0, breaksBefore: true,
          shape: paragraphBreakShape)
        grapheme += 1
        p = q
      }
      m.finish(bytes: n, graphemes: grapheme)
    }
    m.count(missing: missing, controls: controls)
  }

  private mutating func paragraph(
    _ found: ParagraphScan, _ scanner: GraphemeScanner, into m: inout MeasuredText
  ) {
    let bytes = found.start..<found.end
    let slice = UnsafeBufferPointer(rebasing: scanner.bytes[bytes])
    m.beginParagraph(level: analyze(slice, mayHoldRightToLeft: found.mayHoldRightToLeft))
    guard !bytes.isEmpty else { return }
    var context = GraphemeClassifier.Context(isJapanese: found.holdsKana)
    var nextBreak = 0
    var nextLevel = 1
    var p = bytes.lowerBound
    while p < bytes.upperBound {
      let q = scanner.graphemeEnd(from: p)
      let offset = Int32(truncatingIfNeeded: p - bytes.lowerBound)
      let isBreak = passBreaks(to: offset, &nextBreak)
      while nextLevel < levelStarts.count, levelStarts[nextLevel] <= offset { nextLevel += 1 }
      let set = classifier.classify(p..<q, in: scanner, context: &context)
      let s = m.styleIndex(
        MeasuredText.Style(face: set.face, script: set.script, level: levels[nextLevel - 1]))
      add(set.kind, p..<q, style: s, isBreak: isBreak, scanner, into: &m)
      if set.face == .missing { missing += 1 }
      if TextCharacterClass.isControl(scanner.bytes, p..<q) { controls += 1 }
      let letter = q - p <= 2 ? GraphemeScanner.singleScalar(scanner.bytes, p..<q) ?? -1 : -1
      p = q
      grapheme += 1
      if takesPlainWordsWhole, letter >= 0, set.face == font.face,
        classifier.plainLetterScript(letter) != nil
      {
        // Up to the next level change, which the loop above handles. The letter is of a
        // strong script: it is the context's.
        let stop =
          nextLevel < levelStarts.count
          ? bytes.lowerBound + Int(levelStarts[nextLevel]) : bytes.upperBound
        p = continuePlain(
          from: p, end: stop, script: &context.script, style: s, paragraph: bytes.lowerBound,
          nextBreak: &nextBreak, scanner, into: &m)
      }
    }
    close(end: p, scanner, into: &m)
  }

  /// Whether paragraph offset `offset` is a break opportunity, moving the cursor `next` (into
  /// `breaks`) past it.
  @inline(__always) private func passBreaks(to offset: Int32, _ next: inout Int) -> Bool {
    var isBreak = false
    while next < breaks.count, breaks[next] <= offset {
      isBreak = isBreak || breaks[next] == offset
      next += 1
    }
    return isBreak
  }

  /// Adds the graphemes from byte `start` on that are set as the letter before them, in its
  /// style `s`: letters (`GraphemeClassifier.plainLetterScript`) of `script` or of a script set
  /// alike (`GraphemeClassifier.setAlike`), which becomes `script`, and the spaces set in the
  /// text face (`GraphemeClassifier.isPlainSpace`), before byte `end` (the next level change).
  /// What `classify` would find for them, and the context it would leave, are known.
  /// Each run of them up to the next break opportunity (`nextBreak`, a cursor into `breaks`,
  /// whose offsets count from the paragraph's first byte `first`) is added as its first
  /// grapheme (`add`) and then the ones of its kind that join it, ASCII a run at a time
  /// (`GraphemeClassifier.endOfASCIIRun`). Returns where it stopped. Most of a text's
  /// graphemes take this way.
  private mutating func continuePlain(
    from start: Int, end: Int, script: inout ScriptTag, style s: Int, paragraph first: Int,
    nextBreak: inout Int, _ scanner: GraphemeScanner, into m: inout MeasuredText
  ) -> Int {
    var p = start
    while p < end, let (kind, q) = plainGrapheme(at: p, end: end, script: &script, scanner) {
      let isBreak = passBreaks(to: Int32(truncatingIfNeeded: p - first), &nextBreak)
      add(kind, p..<q, style: s, isBreak: isBreak, scanner, into: &m)
      grapheme += 1
      p = q
      // The open segment now ends with that grapheme. Up to the next break and the segment
      // limit, letters join it while it has no trailing spaces, and spaces join it (as `add`
      // would join them).
      guard var o = open else { break }
      let room = o.grapheme + MeasuredText.maxSegmentGraphemes - grapheme
      let stop = nextBreak < breaks.count ? min(end, first + Int(breaks[nextBreak])) : end
      var inSpaces = kind == .space
      let before = grapheme
      while grapheme - before < room, p < stop {
        let limit = min(stop, p + (room - (grapheme - before)))
        let run = classifier.endOfASCIIRun(
          scanner.bytes, from: p, end: limit, of: inSpaces ? .common : script)
        if run > p {
          grapheme += run - p
          p = run
          continue
        }
        guard let (next, q) = plainGrapheme(at: p, end: stop, script: &script, scanner) else {
          break
        }
        if next == .word {
          if inSpaces { break }
        } else if !inSpaces {
          o.takeTrailingSpaces(at: grapheme)
          open = o
          inSpaces = true
        }
        grapheme += 1
        p = q
      }
    }
    return p
  }

  /// The kind and end of the grapheme at byte `p` if it is one scalar of one or two bytes,
  /// before `end`, that the next scalar does not extend, and a letter of `script` or of a
  /// script set alike (which becomes `script`), or a plain space (see `continuePlain`); nil
  /// otherwise.
  @inline(__always) private func plainGrapheme(
    at p: Int, end: Int, script: inout ScriptTag, _ scanner: GraphemeScanner
  ) -> (MeasuredText.SegmentKind, Int)? {
    let bytes = scanner.bytes
    let table = ScalarGraphemeTable.shared
    let lead = bytes[p]
    let v: Int
    let q: Int
    if lead < 0x80 {
      v = Int(lead)
      q = p + 1
    } else if lead >= 0xC2, lead <= 0xDF, p + 1 < end {
      v = GraphemeScanner.decode2(lead, bytes[p + 1])
      q = p + 2
      if table.joinsNext(v) { return nil }
    } else {
      return nil
    }
    if q < bytes.count, bytes[q] >= 0x80 {
      let next = bytes[q]
      guard next >= 0xC2, next <= 0xDF, q + 1 < bytes.count,
        !table.extendsPrevious(GraphemeScanner.decode2(next, bytes[q + 1]))
      else { return nil }
    }
    if let letter = classifier.plainLetterScript(v) {
      guard
        letter == script
          || GraphemeClassifier.setAlike(letter, script, inTextFace: font.face)
      else { return nil }
      script = letter
      return (.word, q)
    }
    return classifier.isPlainSpace(v) ? (.space, q) : nil
  }

  /// Adds the grapheme at bytes `g` to the open segment, or closes it and opens another.
  private mutating func add(
    _ kind: MeasuredText.SegmentKind, _ g: Range<Int>, style s: Int, isBreak: Bool,
    _ scanner: GraphemeScanner, into m: inout MeasuredText
  ) {
    if var o = open, !isBreak, o.style == s,
      grapheme - o.grapheme < MeasuredText.maxSegmentGraphemes
    {
      var joins = false
      switch (o.kind, kind) {
      case (.word, .word): joins = o.wordGraphemes == nil
      case (.word, .space):
        joins = true
        o.takeTrailingSpaces(at: grapheme)
      case (.space, .space): joins = true
      default: break
      }
      if joins {
        o.substitutes = o.substitutes || Self.isSubstituted(scanner.bytes, g)
        open = o
        return
      }
    }
    let afterSpace = open.map { $0.kind == .space || $0.wordGraphemes != nil } ?? false
    close(end: g.lowerBound, scanner, into: &m)
    open = Open(
      kind: kind, byte: g.lowerBound, grapheme: grapheme, style: s,
      breaksBefore: isBreak || (afterSpace && kind != .space), wordGraphemes: nil,
      substitutes: Self.isSubstituted(scanner.bytes, g))
  }

  /// Closes the open segment, which ends at byte `end`: shapes it (or finds it shaped) and
  /// appends it.
  private mutating func close(end: Int, _ scanner: GraphemeScanner, into m: inout MeasuredText) {
    guard let o = open else { return }
    open = nil
    let count = grapheme - o.grapheme
    let word = o.kind == .space ? 0 : (o.wordGraphemes ?? count)
    let bytes = UnsafeBufferPointer(rebasing: scanner.bytes[o.byte..<end])
    let key = ShapeTable.Key(bytes: bytes, style: o.style)
    var k: Int
    if let known = shapes.shape(matching: key, in: scanner.bytes) {
      k = known
    } else {
      let glyphs = shape(bytes, o, into: &m, scanner)
      k = m.appendShape(glyphs: glyphs, wordGraphemes: word)
      shapes.insert(key, shape: k, bytes: o.byte)
    }
    m.appendSegment(
      o.kind, bytes: o.byte, grapheme: o.grapheme, style: o.style,
      breaksBefore: o.breaksBefore, shape: k)
  }

  /// Shapes the open segment's `bytes` in its style's font and stores its glyphs, their
  /// clusters turned into grapheme indices; returns where they are.
  private mutating func shape(
    _ bytes: UnsafeBufferPointer<UInt8>, _ o: Open, into m: inout MeasuredText,
    _ scanner: GraphemeScanner
  ) -> Range<Int> {
    let first = m.glyphID.count
    guard o.kind != .paragraphBreak else { return first..<first }
    shaped.removeAll()
    findGraphemeOffsets(bytes.count, from: o.byte, scanner)
    let spec = m.styleFonts[o.style]
    if o.substitutes {
      substitute(bytes)
      substituted.withUnsafeBufferPointer { metrics.shape($0, font: spec, into: &shaped) }
      storeGlyphs(offsets: substitutedOffsets, into: &m)
    } else {
      metrics.shape(bytes, font: spec, into: &shaped)
      storeGlyphs(offsets: graphemeOffsets, into: &m)
    }
    return first..<m.glyphID.count
  }

  /// Fills `graphemeOffsets` for the `count` bytes from byte `start`.
  private mutating func findGraphemeOffsets(
    _ count: Int, from start: Int, _ scanner: GraphemeScanner
  ) {
    graphemeOffsets.removeAll(keepingCapacity: true)
    var p = start
    while p < start + count {
      graphemeOffsets.append(Int32(truncatingIfNeeded: p - start))
      p = scanner.graphemeEnd(from: p)
    }
  }

  /// Appends `shaped` to the glyphs (at most `MeasuredText.maxSegmentGlyphs`), each with the
  /// grapheme its cluster starts in (`offsets`: where the shaped text's graphemes start).
  private func storeGlyphs(offsets: [Int32], into m: inout MeasuredText) {
    var k = 0
    for i in 0..<min(shaped.count, MeasuredText.maxSegmentGlyphs) {
      let cluster = Int32(truncatingIfNeeded: shaped.clusters[i])
      while k + 1 < offsets.count, offsets[k + 1] <= cluster { k += 1 }
      m.appendGlyph(
        id: shaped.ids[i], advance: shaped.advances[i], grapheme: k,
        offset: Vec2(shaped.offsetsX[i], shaped.offsetsY[i]))
    }
  }

  /// Copies the open segment's `bytes` into `substituted`, each control character replaced by
  /// U+FFFD and each tab by a space, and notes where its graphemes start there.
  private mutating func substitute(_ bytes: UnsafeBufferPointer<UInt8>) {
    substituted.removeAll(keepingCapacity: true)
    substitutedOffsets.removeAll(keepingCapacity: true)
    for (i, start) in graphemeOffsets.enumerated() {
      let end = i + 1 < graphemeOffsets.count ? Int(graphemeOffsets[i + 1]) : bytes.count
      let g = Int(start)..<end
      substitutedOffsets.append(Int32(truncatingIfNeeded: substituted.count))
      if let replacement = Self.substitute(bytes, g) {
        substituted.append(contentsOf: replacement)
      } else {
        substituted.append(contentsOf: bytes[g])
      }
    }
  }

  private static let tabReplacement: [UInt8] = [0x20]
  private static let controlReplacement: [UInt8] = [0xEF, 0xBF, 0xBD]

  /// Whether the grapheme at bytes `g` is shaped as another (`substitute`).
  @inline(__always) private static func isSubstituted(
    _ bytes: UnsafeBufferPointer<UInt8>, _ g: Range<Int>
  ) -> Bool {
    let b = bytes[g.lowerBound]
    return (b < 0x20 || b == 0x7F || b == 0xC2) && substitute(bytes, g) != nil
  }

  /// What the grapheme at bytes `g` is shaped as when not as itself: a control character
  /// (`TextCharacterClass.isControl`) as U+FFFD, a tab as a space.
  private static func substitute(_ bytes: UnsafeBufferPointer<UInt8>, _ g: Range<Int>)
    -> [UInt8]?
  {
    if g.count == 1, bytes[g.lowerBound] == 0x09 { return tabReplacement }
    return TextCharacterClass.isControl(bytes, g) ? controlReplacement : nil
  }

  /// Finds the paragraph's line breaks and embedding levels; returns its level. A paragraph
  /// that reads left to right by default and holds nothing that could change direction is not
  /// given to the bidi algorithm: all of it is at level 0.
  private mutating func analyze(_ slice: UnsafeBufferPointer<UInt8>, mayHoldRightToLeft: Bool)
    -> UInt8
  {
    let analyzer = metrics.textAnalyzer
    if slice.isEmpty {
      breaks.removeAll(keepingCapacity: true)
    } else {
      analyzer.lineBreaks(in: slice, into: &breaks)
    }
    if defaultDirection == .leftToRight, !mayHoldRightToLeft {
      levelStarts.removeAll(keepingCapacity: true)
      levels.removeAll(keepingCapacity: true)
      levelStarts.append(0)
      levels.append(0)
      return 0
    }
    let level = analyzer.bidiLevels(
      in: slice, defaultDirection: defaultDirection, starts: &levelStarts, levels: &levels)
    if levels.isEmpty {
      levelStarts = [0]
      levels = [level]
    }
    return level & 1
  }
}

/// The shapes made so far, by text and style: an open-addressing hash table of shape indices,
/// so that a repeated word is shaped once per text. Lives while a text is measured.
struct ShapeTable {
  struct Key {
    var bytes: UnsafeBufferPointer<UInt8>
    var style: Int
    var hash: Int

    init(bytes: UnsafeBufferPointer<UInt8>, style: Int) {
      self.bytes = bytes
      self.style = style
      // FNV-1a: short words, hashed once each, in a table that lives for one text (no
      // flooding to fear, as a dictionary keyed by user input would).
      var h: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(truncatingIfNeeded: style)
      for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
      hash = Int(truncatingIfNeeded: h ^ (h >> 29))
    }
  }

  /// A slot: the shape (+ 1; 0 is empty), the first byte and byte count of the text it was
  /// made from, its style and its key's hash.
  private struct Slot {
    var shape: Int32 = 0
    var start: UInt32 = 0
    var length: UInt32 = 0
    var style: Int32 = 0
    var hash: Int = 0
  }

  private var slots = [Slot](repeating: Slot(), count: 64)
  private var count = 0

  /// The shape made from `key`'s text and style, if any; `text` holds the text the shapes
  /// were made from.
  func shape(matching key: Key, in text: UnsafeBufferPointer<UInt8>) -> Int? {
    let mask = slots.count - 1
    var i = key.hash & mask
    while slots[i].shape != 0 {
      let slot = slots[i]
      if slot.hash == key.hash, Int(slot.length) == key.bytes.count, Int(slot.style) == key.style,
        key.bytes.isEmpty
          || memcmp(key.bytes.baseAddress!, text.baseAddress! + Int(slot.start), key.bytes.count)
            == 0
      {
        return Int(slot.shape) - 1
      }
      i = (i + 1) & mask
    }
    return nil
  }

  /// Notes that shape `shape` was made from `key`, whose text starts at byte `bytes`.
  mutating func insert(_ key: Key, shape: Int, bytes: Int) {
    if (count + 1) * 2 > slots.count { grow() }
    place(
      Slot(
        shape: Int32(truncatingIfNeeded: shape + 1), start: UInt32(truncatingIfNeeded: bytes),
        length: UInt32(truncatingIfNeeded: key.bytes.count),
        style: Int32(truncatingIfNeeded: key.style), hash: key.hash))
    count += 1
  }

  private mutating func place(_ slot: Slot) {
    let mask = slots.count - 1
    var i = slot.hash & mask
    while slots[i].shape != 0 { i = (i + 1) & mask }
    slots[i] = slot
  }

  private mutating func grow() {
    let old = slots
    slots = [Slot](repeating: Slot(), count: old.count * 2)
    for slot in old where slot.shape != 0 { place(slot) }
  }
}
