/// Chooses, grapheme by grapheme, the segment kind, face and script text is set in (see
/// `MeasuredText`), remembering what it learnt about each scalar and short sequence so that a
/// long text asks the metrics once per distinct letter. Lives for one measurement pass only.
struct GraphemeClassifier {
  typealias Kind = MeasuredText.SegmentKind

  /// How a grapheme is set.
  struct Setting {
    var kind: Kind
    var face: FontFace
    /// The script its run is shaped as (`.unspecified` for the text faces' own scripts).
    var script: ScriptTag
  }

  /// The text before a grapheme in its paragraph: the face of the last grapheme set as text
  /// and the last strong script, which spaces, digits and punctuation follow.
  struct Context {
    var face: FontFace?
    var script = ScriptTag.unspecified
    /// Whether the paragraph holds kana: its ideographs are Japanese, set in a Japanese face.
    var isJapanese = false
  }

  /// What is known of a grapheme on its own (whatever the text around it).
  private struct Facts {
    var kind: Kind
    /// Its script (of its first scalar that is not inherited).
    var script: ScriptTag
    /// Whether the text face draws it.
    var inTextFace: Bool
  }

  private let font: FontSpec
  private let emojiFont: FontSpec
  private let metrics: any FontMetrics
  private let analyzer: any TextAnalyzer
  /// Facts of single-scalar graphemes of the Basic Multilingual Plane, nil until first seen.
  private var table = ScalarPages<Facts?>(empty: nil)
  /// For each scalar of `table` known to be a plain letter (`plainLetterScript`), its script's
  /// raw value; 0 for the others.
  private var letterScripts = ScalarPages<UInt32>(empty: 0)
  /// Whether each scalar of `table` is known to be a plain space (`isPlainSpace`).
  private var plainSpaces = ScalarPages<Bool>(empty: false)
  /// The same two for ASCII in one table the word loop reads a byte at a time: a plain
  /// letter's script, `ScriptTag.common` for a plain space, 0 for the others.
  private var asciiPlain = [UInt32](repeating: 0, count: 0x80)
  /// Facts of graphemes beyond that plane (most emoji) and of sequences of up to 16 bytes.
  private var others: [SequenceKey: Facts] = [:]
  /// The fallback face last found for a single scalar of the Basic Multilingual Plane, with the
  /// script it was found for (most letters are only ever set in their own script).
  private var scalarFallbacks = ScalarPages<ScalarFallback?>(empty: nil)
  /// Whether a face draws a grapheme (keyed by its sequence key and the face).
  private var coverage: [CoverageKey: Bool] = [:]
  /// The fallback face of a grapheme in a script (keyed by its sequence key and the script).
  private var fallbacks: [FallbackKey: FontFace] = [:]
  /// The face U+FFFD is drawn in, once found.
  private var replacement: FontFace?

  init(font: FontSpec, emojiFont: FontSpec, metrics: any FontMetrics) {
    self.font = font
    self.emojiFont = emojiFont
    self.metrics = metrics
    self.analyzer = metrics.textAnalyzer
  }

  /// How the grapheme at bytes `g` is set after `context`, which it updates. The faces are
  /// tried in this order: the emoji face for a grapheme shown as emoji; for a space, a digit
  /// or punctuation, the face of the text before it; the text face; a fallback face for its
  /// script (the script of the text before it, for a neutral one); the emoji face; none.
  mutating func classify(
    _ g: Range<Int>, in scanner: GraphemeScanner, context: inout Context
  ) -> Setting {
    if TextCharacterClass.isControl(scanner.bytes, g) {
      // Shown as U+FFFD (`MeasuredText`), in a face that draws it.
      return Setting(kind: .word, face: replacementFace(), script: .unspecified)
    }
    let facts = self.facts(g, scanner)
    switch facts.kind {
    case .paragraphBreak, .emoji:
      return Setting(
        kind: facts.kind, face: facts.kind == .emoji ? .emoji : font.face, script: .unspecified)
    case .word, .space:
      break
    }
    let neutral = facts.script.isNeutral
    let script = neutral ? context.script : facts.script
    var face: FontFace
    if neutral, let before = context.face, before.fallbackIndex != nil,
      covers(g, scanner, face: before)
    {
      face = before
    } else if facts.inTextFace {
      face = font.face
    } else if let f = fallback(
      g, scanner, script: script == .han && context.isJapanese ? .hiragana : script)
    {
      face = f
    } else if facts.kind == .space {
      face = font.face
    } else if covers(g, scanner, face: .emoji) {
      return Setting(kind: .emoji, face: .emoji, script: .unspecified)
    } else {
      face = .missing
    }
    if !neutral { context.script = script }
    if face != .missing { context.face = face }
    return Setting(kind: facts.kind, face: face, script: Self.shapingScript(script, face: face))
  }

  /// The script of the scalar `v` (below `ScalarPages.limit`) when it was classified
  /// before as a letter of a strong script that the text face draws; nil otherwise. Such a
  /// letter is set in the text face whatever the text before it, and after a letter of the
  /// same script it leaves the context as it was: a word of them needs no `classify`.
  @inline(__always) func plainLetterScript(_ v: Int) -> ScriptTag? {
    let script = letterScripts[v]
    return script == 0 ? nil : ScriptTag(rawValue: script)
  }

  /// Whether the scalar `v` (below `ScalarPages.limit`) was classified before as a breakable
  /// space that the text face draws and that is shaped as itself (not a tab). After a letter set
  /// in the text face, such a space is set in the same style and leaves the context as it was.
  @inline(__always) func isPlainSpace(_ v: Int) -> Bool { plainSpaces[v] }

  /// Whether plain letters (`plainLetterScript`) of scripts `a` and `b` are set in one style
  /// in the text face `face`: it shapes both as its own.
  static func setAlike(_ a: ScriptTag, _ b: ScriptTag, inTextFace face: FontFace) -> Bool {
    shapingScript(a, face: face) == shapingScript(b, face: face)
  }

  /// The end of the run of ASCII graphemes from byte `p` (before `end`) that are all plain
  /// letters of `script`, or all plain spaces when `script` is `.common`: one byte each. The
  /// run leaves out its last byte when a longer scalar follows, which might extend it (a
  /// combining mark): the caller looks at that one on its own.
  @inline(__always) func endOfASCIIRun(
    _ bytes: UnsafeBufferPointer<UInt8>, from p: Int, end: Int, of script: ScriptTag
  ) -> Int {
    var q = p
    while q < end, bytes[q] < 0x80, asciiPlain[Int(bytes[q])] == script.rawValue { q += 1 }
    if q > p, q < bytes.count, bytes[q] >= 0x80 { q -= 1 }
    return q
  }

  /// Whether scalar `v` is shaped as another character (a tab as a space, a control as U+FFFD).
  private static func isShapedAsAnother(_ v: Int) -> Bool {
    v < 0x20 || (0x7F...0x9F).contains(v)
  }

  /// The script a run is shaped as: none for the text faces' own scripts and for neutral or
  /// missing text (the shaper's default), else the script itself.
  private static func shapingScript(_ script: ScriptTag, face: FontFace) -> ScriptTag {
    if script.isNeutral || face == .missing { return .unspecified }
    let textFace = face == .regular || face == .semibold
    if textFace, script == .latin || script == .greek || script == .cyrillic {
      return .unspecified
    }
    return script
  }

  private mutating func facts(_ g: Range<Int>, _ scanner: GraphemeScanner) -> Facts {
    if let scalar = Self.planeScalar(scanner.bytes, g) {
      if let known = table[scalar] { return known }
      let f = compute(scanner.character(g))
      table[scalar] = f
      if f.kind == .word, f.inTextFace, !f.script.isNeutral {
        letterScripts[scalar] = f.script.rawValue
        if scalar < 0x80 { asciiPlain[scalar] = f.script.rawValue }
      }
      if f.kind == .space, f.inTextFace, !Self.isShapedAsAnother(scalar) {
        plainSpaces[scalar] = true
        if scalar < 0x80 { asciiPlain[scalar] = ScriptTag.common.rawValue }
      }
      return f
    }
    guard let key = SequenceKey(scanner.bytes, g) else { return compute(scanner.character(g)) }
    if let known = others[key] { return known }
    let f = compute(scanner.character(g))
    others[key] = f
    return f
  }

  private func compute(_ c: Character) -> Facts {
    if TextCharacterClass.isParagraphBreak(c) {
      return Facts(kind: .paragraphBreak, script: .common, inTextFace: true)
    }
    let first = c.unicodeScalars.first!
    var script = analyzer.script(of: first)
    if script == .inherited, let second = c.unicodeScalars.dropFirst().first {
      script = analyzer.script(of: second)
    }
    if TextCharacterClass.isBreakableSpace(c) {
      // A tab is shaped as a space (`MeasuredText`).
      return Facts(
        kind: .space, script: .common, inTextFace: c == "\t" || metrics.hasGlyph(c, font: font))
    }
    if first.properties.isDefaultIgnorableCodePoint, c.unicodeScalars.count == 1 {
      // Invisible controls (bidi marks, joiners alone): set in the text around them.
      return Facts(kind: .word, script: .common, inTextFace: true)
    }
    if EmojiPresentation.prefersEmoji(c), metrics.hasGlyph(c, font: emojiFont) {
      return Facts(kind: .emoji, script: .common, inTextFace: false)
    }
    return Facts(kind: .word, script: script, inTextFace: metrics.hasGlyph(c, font: font))
  }

  /// The face that draws U+FFFD, which control characters are shown as: the text face, a
  /// fallback face, or the text face's box when none does. Found once.
  private mutating func replacementFace() -> FontFace {
    if let known = replacement { return known }
    let c: Character = "\u{FFFD}"
    let face =
      metrics.hasGlyph(c, font: font)
      ? font.face : metrics.fallbackFace(for: c, script: .common, font: font) ?? font.face
    replacement = face
    return face
  }

  /// The fallback face of the grapheme at bytes `g` in text of `script`.
  private mutating func fallback(_ g: Range<Int>, _ scanner: GraphemeScanner, script: ScriptTag)
    -> FontFace?
  {
    let scalar = Self.planeScalar(scanner.bytes, g)
    if let v = scalar, let known = scalarFallbacks[v], known.script == script {
      return known.face == .missing ? nil : known.face
    }
    let key = SequenceKey(scanner.bytes, g).map { FallbackKey(sequence: $0, script: script) }
    var face: FontFace?
    if let key, let known = fallbacks[key] {
      face = known == .missing ? nil : known
    } else {
      face = metrics.fallbackFace(for: scanner.character(g), script: script, font: font)
      if let key { fallbacks[key] = face ?? .missing }
    }
    if let v = scalar {
      scalarFallbacks[v] = ScalarFallback(script: script, face: face ?? .missing)
    }
    return face
  }

  /// The scalar of grapheme `g` if it is one scalar of the Basic Multilingual Plane.
  @inline(__always) private static func planeScalar(
    _ bytes: UnsafeBufferPointer<UInt8>, _ g: Range<Int>
  ) -> Int? {
    g.count <= 3 ? GraphemeScanner.singleScalar(bytes, g) : nil
  }

  /// Whether `face` draws the grapheme at bytes `g`.
  private mutating func covers(_ g: Range<Int>, _ scanner: GraphemeScanner, face: FontFace)
    -> Bool
  {
    let ck = SequenceKey(scanner.bytes, g).map { CoverageKey(sequence: $0, face: face) }
    if let ck, let known = coverage[ck] { return known }
    let yes = metrics.hasGlyph(scanner.character(g), font: font.with(face: face))
    if let ck { coverage[ck] = yes }
    return yes
  }
}

/// A single scalar's fallback face (`.missing` when none draws it) in a script.
private struct ScalarFallback {
  var script: ScriptTag
  var face: FontFace
}

/// A grapheme of at most 16 UTF-8 bytes, packed into two words: a dictionary key that makes
/// no allocation.
private struct SequenceKey: Hashable {
  var low: UInt64
  var high: UInt64

  /// The key of the grapheme at bytes `g`, nil when it is longer than 16 bytes.
  init?(_ bytes: UnsafeBufferPointer<UInt8>, _ g: Range<Int>) {
    guard g.count <= 16 else { return nil }
    var low: UInt64 = 0
    var high: UInt64 = 0
    for (i, p) in g.enumerated() {
      if i < 8 {
        low |= UInt64(bytes[p]) << (8 * UInt64(i))
      } else {
        high |= UInt64(bytes[p]) << (8 * UInt64(i - 8))
      }
    }
    self.low = low
    self.high = high
  }
}

private struct CoverageKey: Hashable {
  var sequence: SequenceKey
  var face: FontFace
}

private struct FallbackKey: Hashable {
  var sequence: SequenceKey
  var script: ScriptTag
}

/// Which graphemes are shown as colour emoji when an emoji face draws them.
enum EmojiPresentation {
  /// Whether `c` asks to be shown as an emoji: its first scalar is shown as emoji by default,
  /// or it holds an emoji variation selector, a keycap, a skin tone, regional indicators,
  /// tags or a joiner after an emoji; never when it asks for text presentation (U+FE0E).
  static func prefersEmoji(_ c: Character) -> Bool {
    let scalars = c.unicodeScalars
    guard let first = scalars.first else { return false }
    if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
    if first.properties.isEmojiPresentation { return true }
    let firstIsEmoji = first.properties.isEmoji
    for s in scalars {
      switch s.value {
      case 0xFE0F, 0x20E3, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F:
        return true
      case 0x200D where firstIsEmoji:
        return true
      default:
        continue
      }
    }
    return false
  }
}
