import Testing

@testable import TactileSDL

/// The devices that show a GPU: DRM cards and render nodes, and NVIDIA's control device.
struct GPUDevicesTests {
  @Test func theDevicesThatShowAGPUAreItsCardsRenderNodesAndNVIDIAsControlDevice() {
    let paths = GPUDevices.paths(driEntries: ["renderD128", "by-path", "card0", "controlD64"])
    #expect(paths == ["/dev/dri/card0", "/dev/dri/renderD128", "/dev/nvidiactl"])
    #expect(GPUDevices.paths(driEntries: []) == ["/dev/nvidiactl"])
  }
}
