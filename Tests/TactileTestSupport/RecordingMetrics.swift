import TactileCore

/// Fake metrics that record what is measured, for tests of what is measured ahead of time:
/// widths come from `base`; the texts handed to `measureAhead` count as measured (as a
/// platform's thread would have measured them), and a text asked for that is neither measured
/// ahead nor asked for before is a miss (`misses`): what a caching platform would measure on
/// the asking thread.
public final class RecordingMetrics: FontMetrics {
  public struct Key: Hashable, CustomStringConvertible {
    public var text: String
    public var font: FontSpec

    public init(_ text: some StringProtocol, font: FontSpec) {
      self.text = String(text)
      self.font = font
    }

    public var description: String { "\"\(text)\" \(font.face) \(font.size)" }
  }

  public let base: any FontMetrics
  /// Every text asked for, in order.
  public var asked: [Key] = []
  /// Every text handed to `measureAhead`, in order.
  public var measuredAhead: [Key] = []
  /// Places in a text (the same bytes of the same string, in the same font) handed to
  /// `measureAhead` more than once in one call: each would be measured again.
  public var repeatedAhead = 0
  /// Places handed to `measureAhead` that an earlier call handed too (since `forgetHanded`),
  /// and the calls that replaced what earlier ones asked for.
  public var handedAgain = 0
  public var replacingCalls = 0
  private var handedPlaces: Set<Place> = []

  /// A place in a text: its UTF-8 offsets in the string and the font.
  private struct Place: Hashable {
    var start: Int
    var end: Int
    var font: FontSpec
  }
  /// Texts measured (ahead, or when first asked for).
  public var known: Set<Key> = []
  /// The texts asked for that were not known, in order.
  public var misses: [Key] = []

  public init(base: any FontMetrics = FixedWidthMetrics(advance: 8)) { self.base = base }

  public func advance(of text: Substring, font: FontSpec) -> Float {
    let key = Key(text, font: font)
    asked.append(key)
    if known.insert(key).inserted { misses.append(key) }
    return base.advance(of: text, font: font)
  }

  public func measureAhead(_ texts: [UpcomingAdvance], replacing: Bool) {
    if replacing { replacingCalls += 1 }
    var places: Set<Place> = []
    for t in texts {
      let key = Key(t.text, font: t.font)
      measuredAhead.append(key)
      known.insert(key)
      let utf8 = t.text.base.utf8
      let start = utf8.distance(from: utf8.startIndex, to: t.text.startIndex)
      let place = Place(start: start, end: start + t.text.utf8.count, font: t.font)
      if !places.insert(place).inserted { repeatedAhead += 1 }
      if handedPlaces.contains(place) { handedAgain += 1 }
    }
    handedPlaces.formUnion(places)
  }

  /// Forgets the places handed so far: `handedAgain` counts from here.
  public func forgetHanded() { handedPlaces.removeAll() }

  public func lineMetrics(for font: FontSpec) -> LineMetrics { base.lineMetrics(for: font) }

  public func hasGlyph(_ grapheme: Character, font: FontSpec) -> Bool {
    base.hasGlyph(grapheme, font: font)
  }
}
