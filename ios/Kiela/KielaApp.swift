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
                // The game's clay, not the system's blue, on every screen and sheet.
                .tint(Earth.clay)
                // The driver reads the data folder off the main thread, then its screens come.
                .task { await app.driver.open() }
                .onReceive(NotificationCenter.default.publisher(for: UIApplication.willTerminateNotification)) { _ in
                    Task { await app.driver.shutDown() }
                }
        }
        .onChange(of: scenePhase) { _, phase in
            // Saved on every move already; this catches a turn cut off mid-animation too. The
            // computer ponders on the person's turn only while the app is seen.
            app.send(phase == .active ? .foreground : .background)
        }
    }
}
#endif
