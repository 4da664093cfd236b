import TactileIO
import Testing

/// The scale of a window on X11, in the order SDL 3 and GTK find it.
private func scale(
  _ option: Float? = nil, _ environment: [String: String] = [:], xft: String? = nil
) -> (DisplayScale, warnings: [String]) {
  var warnings: [String] = []
  let s = DisplayScale.resolve(
    option: option, environment: environment, xftDPI: { xft }, warn: { warnings.append($0) })
  return (s, warnings)
}

@Test func theScaleComesFromTheFirstPlaceThatSaysOne() {
  let all = ["TACTILE_SCALE": "1.25", "GDK_SCALE": "2", "QT_SCALE_FACTOR": "1.75"]
  #expect(scale(3, all, xft: "144").0 == DisplayScale(value: 3, source: "--scale"))
  #expect(scale(nil, all, xft: "144").0 == DisplayScale(value: 1.25, source: "TACTILE_SCALE"))
  var rest = all
  rest["TACTILE_SCALE"] = nil
  #expect(scale(nil, rest, xft: "144").0 == DisplayScale(value: 2, source: "GDK_SCALE"))
  rest["GDK_SCALE"] = nil
  #expect(scale(nil, rest, xft: "144").0 == DisplayScale(value: 1.75, source: "QT_SCALE_FACTOR"))
  #expect(scale(nil, [:], xft: "144").0 == DisplayScale(value: 1.5, source: "Xft.dpi"))
  #expect(scale(nil, [:], xft: "192").0.value == 2)
  #expect(scale().0 == DisplayScale(value: 1, source: "default"))
}

@Test func gdkDPIScaleMultipliesGDKScale() {
  let (s, _) = scale(nil, ["GDK_SCALE": "2", "GDK_DPI_SCALE": "0.75"])
  #expect(s == DisplayScale(value: 1.5, source: "GDK_SCALE × GDK_DPI_SCALE"))
  // Without GDK_SCALE it scales GTK's text only: not the window.
  #expect(scale(nil, ["GDK_DPI_SCALE": "1.5"]).0.value == 1)
}

@Test func aBadValueIsPassedOverWithOneLine() {
  let (s, warnings) = scale(nil, ["TACTILE_SCALE": "big", "GDK_SCALE": "9"], xft: "120")
  #expect(s == DisplayScale(value: 1.25, source: "Xft.dpi"))
  #expect(
    warnings == [
      "TACTILE_SCALE=\"big\" is not a scale from 0.5 to 4; passed over",
      "GDK_SCALE=\"9\" is not a scale from 0.5 to 4; passed over",
    ])
  let (d, dpiWarnings) = scale(xft: "lots")
  #expect(d.value == 1)
  #expect(
    dpiWarnings == ["Xft.dpi \"lots\" is not dots per inch of a scale from 0.5 to 4; passed over"])
  // Set but empty: not set.
  #expect(scale(nil, ["TACTILE_SCALE": "", "GDK_SCALE": ""]).1.isEmpty)
}
