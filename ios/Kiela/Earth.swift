#if canImport(SwiftUI)
import SwiftUI
import UIKit

/// The game's own palette, light and dark, the Android app's (ui/theme/Theme.kt): clay for what
/// the person acts on, sand for the cards, earth-brown ink, never the system's blue. The screen's
/// ground stays `GameView.background` (the launch screen's colour).
enum Earth {
    /// The tint: buttons, icons, the chosen things (Android's primary).
    static let clay = dynamic(light: 0x8C4A2F, dark: 0xFFB59A)
    /// The far seat's card and the panels (Android's surfaceContainer).
    static let card = dynamic(light: 0xF2E7D9, dark: 0x2A211A)
    /// The near seat's card, a shade deeper (Android's secondaryContainer).
    static let cardNear = dynamic(light: 0xE8D6BC, dark: 0x4A3A28)
    /// A card's edge (Android's outlineVariant).
    static let edge = dynamic(light: 0xD6C5B0, dark: 0x4C3F33)
    /// Text on the cards (Android's onSurface), and what is said beside it (onSurfaceVariant).
    static let ink = dynamic(light: 0x2B2018, dark: 0xEEE0D3)
    static let inkSoft = dynamic(light: 0x5A4838, dark: 0xD6C3B0)

    private static func dynamic(light: UInt32, dark: UInt32) -> Color {
        Color(UIColor { traits in rgb(traits.userInterfaceStyle == .dark ? dark : light) })
    }

    private static func rgb(_ hex: UInt32) -> UIColor {
        UIColor(red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255,
                blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}
#endif
