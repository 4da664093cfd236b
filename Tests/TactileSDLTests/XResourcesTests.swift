import TactileSDL
import Testing

@Test func xftDPIIsReadFromTheResourceDatabase() {
  let database = "! set by xrdb\nXcursor.size:\t24\nXft.dpi:\t192\nXft.antialias:\t1\n"
  #expect(XResources.value(of: "Xft.dpi", in: database) == "192")
  #expect(XResources.value(of: "Xft.dpi", in: "Xft.dpi: 96\nXft.dpi:  144 \n") == "144")
  #expect(XResources.value(of: "Xft.dpi", in: "!Xft.dpi: 144\nXft.dpix: 1") == nil)
  #expect(XResources.value(of: "Xft.dpi", in: "") == nil)
}
