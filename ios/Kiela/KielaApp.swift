#if canImport(SwiftUI)
import SwiftUI
import KielaKit

@main @MainActor
struct KielaApp: App {
    @State private var app = AppModel()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            GameView()
                .environment(app)
        }
        .onChange(of: scenePhase) { _, phase in
            // Saved on every move already; this catches a turn cut off mid-animation too.
            if phase != .active { app.game.save() }
        }
    }
}
#endif
