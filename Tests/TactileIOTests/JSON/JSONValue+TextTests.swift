import Foundation
import TactileCore
import TactileIO
import TactileScenes
import Testing

/// Parses serialized output back with Foundation (fragments allowed, for bare values).
private func parsed(_ v: JSONValue, pretty: Bool = true) throws -> Any {
  let text = v.serialized(pretty: pretty)
  return try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
}

@Test(arguments: [
  "plain",
  "quote \" and backslash \\",
  "newline\n return\r tab\t",
  "controls \u{01}\u{08}\u{0C}\u{1F} end",
  "slash / stays",
  "unicode é ß Привет 世界 🔥 ❤️‍🔥",
  "",
])
func stringsEscapeAndRoundTrip(s: String) throws {
  let back = try parsed(.string(s))
  #expect(back as? String == s)
  // Nothing below U+0020 is written raw.
  #expect(!JSONValue.string(s).serialized().unicodeScalars.contains { $0.value < 0x20 })
}

@Test func escapesAreTheShortForms() {
  #expect(JSONValue.string("a\"b\\c\nd\re\tf").serialized() == #""a\"b\\c\nd\re\tf""#)
  #expect(JSONValue.string("\u{01}\u{1F}").serialized() == #""\u0001\u001f""#)
}

@Test(arguments: [
  (0.0, "0"), (-0.0, "0"), (3, "3"), (-42, "-42"), (1e14, "100000000000000"),
  (0.5, "0.5"), (0.125, "0.13"), (-1.006, "-1.01"), (1234.5678, "1234.57"),
  (Double.nan, "null"), (Double.infinity, "null"), (-Double.infinity, "null"),
])
func numbersAreRoundedToHundredths(value: Double, text: String) {
  #expect(JSONValue.number(value).serialized() == text)
}

@Test(arguments: [0.0, 7, -7, 0.001, 0.25, 1234.5678, 1e15, 1e20, -3.3e17, 123456789.987])
func numbersParseBackWithinRounding(value: Double) throws {
  let back = try #require(try parsed(.number(value)) as? NSNumber).doubleValue
  #expect(abs(back - value) <= max(0.005, abs(value) * 1e-15))
}

@Test func nestingRoundTrips() throws {
  let v = JSONValue.object([
    ("page", .string("todo")),
    ("size", .object([("width", .number(1280)), ("height", .number(800))])),
    ("items", .array([.null, .bool(true), .bool(false), .array([]), .object([])])),
    ("deep", .array([.array([.array([.object([("k", .string("v"))])])])])),
    ("rect", .rect(Rect(x: 1, y: 2.5, width: 30, height: 40))),
    ("point", .point(Vec2(-1, 0.25))),
  ])
  for pretty in [true, false] {
    let root = try #require(try parsed(v, pretty: pretty) as? [String: Any])
    #expect(root["page"] as? String == "todo")
    let size = try #require(root["size"] as? [String: Any])
    #expect((size["width"] as? NSNumber)?.intValue == 1280)
    let items = try #require(root["items"] as? [Any])
    #expect(items.count == 5)
    #expect(items[0] is NSNull)
    #expect((items[1] as? NSNumber)?.boolValue == true)
    #expect((items[3] as? [Any])?.isEmpty == true)
    #expect((items[4] as? [String: Any])?.isEmpty == true)
    let deep = try #require(root["deep"] as? [[[[String: String]]]])
    #expect(deep[0][0][0]["k"] == "v")
    let rect = try #require(root["rect"] as? [String: NSNumber])
    #expect(rect.mapValues(\.doubleValue) == ["x": 1, "y": 2.5, "width": 30, "height": 40])
    let point = try #require(root["point"] as? [String: NSNumber])
    #expect(point.mapValues(\.doubleValue) == ["x": -1, "y": 0.25])
  }
}

@Test func prettyOutputIsIndentedByTwoSpaces() {
  let v = JSONValue.object([("a", .array([.number(1), .bool(true)])), ("b", .object([]))])
  #expect(
    v.serialized() == """
      {
        "a": [
          1,
          true
        ],
        "b": {}
      }
      """)
  #expect(v.serialized(pretty: false) == #"{"a":[1,true],"b":{}}"#)
}

@Test func keysKeepTheirOrder() {
  let v = JSONValue.object([("z", .null), ("a", .null), ("m", .null)])
  #expect(v.serialized(pretty: false) == #"{"z":null,"a":null,"m":null}"#)
}
