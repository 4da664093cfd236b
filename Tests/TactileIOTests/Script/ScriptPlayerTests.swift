import Testing

@testable import TactileIO

/// The window waits for a script's next step (`nextTime`) instead of spinning, and takes the
/// steps whose time has come (`due(at:)`).
struct ScriptPlayerTests {
  @Test func nextTimeIsTheFirstStepNotHandedOut() throws {
    let script = try ReplayScript(parsing: "at 0.5 wheel -3\nat 1.25 wheel 2\nat 3 end\n")
    var player = ScriptPlayer(script)
    #expect(player.nextTime == 0.5)
    #expect(player.due(at: 0.4).isEmpty)
    #expect(player.due(at: 1.3).count == 2)
    #expect(player.nextTime == 3)
    #expect(!player.isFinished)
    #expect(player.due(at: 3).count == 1)
    #expect(player.nextTime == nil)
    #expect(player.isFinished)
  }

  @Test func noScriptHasNoNextStep() {
    let player = ScriptPlayer(nil)
    #expect(player.nextTime == nil)
    #expect(player.isFinished)
  }
}
