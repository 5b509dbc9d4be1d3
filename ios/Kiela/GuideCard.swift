#if canImport(SwiftUI)
import SwiftUI
import KielaCatalog
import KielaKit
import KielaCore

/// The guided game's card under the board: what the stones are doing as the turn plays (the
/// screen's note for its latest guide cue), and on the person's turn a
/// short word on what to do; "Stop the guide" ends the guiding and the game goes on. Of a height
/// that grows with the text size but not with the note, so nothing under it jumps.
@MainActor
struct GuideCard: View {
    @Environment(AppModel.self) private var app
    let screen: GameScreen
    /// Whether Stop is on the card; false where the screen keeps it by the controls instead
    /// (the card may scroll away at large text sizes).
    var stop = true
    @ScaledMetric(relativeTo: .callout) private var noteHeight = 64.0

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Label(say("guide_title"), systemImage: "graduationcap.fill")
                    .font(.subheadline.bold())
                    .foregroundStyle(.tint)
                    .accessibilityAddTraits(.isHeader)
                Spacer(minLength: 8)
                if stop { GuideStopButton() }
            }
            Text(app.guideNote ?? say("guide_intro"))
                .font(.callout)
                .frame(maxWidth: .infinity, minHeight: noteHeight, alignment: .topLeading)
                .fixedSize(horizontal: false, vertical: true)
            // A line always there, empty when it is not the person's move: no jump.
            Text(screen.controls.board && screen.shown.setupDraft == nil ? guidePromptPhrase(variant: screen.settings.variant).text : " ")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.secondary)
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Earth.card, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
        .overlay(RoundedRectangle(cornerRadius: 14, style: .continuous).strokeBorder(.tint.opacity(0.35), lineWidth: 1))
        // VoiceOver reads the card as one, and hears each note as it comes.
        .accessibilityElement(children: .contain)
        .onChange(of: app.guideNote) { _, note in if let note { announce(note) } }
    }
}

/// "Stop the guide": the guiding ends and the game goes on.
@MainActor
struct GuideStopButton: View {
    @Environment(AppModel.self) private var app

    var body: some View {
        Button(say("guide_stop"), systemImage: "xmark.circle") { app.send(.stopGuide) }
            .labelStyle(.titleAndIcon)
            .font(.footnote)
            .buttonStyle(.borderless)
            .frame(minHeight: 44)
            .contentShape(Rectangle())
    }
}

/// The offer of a guided game on the very first start (the driver's `guideOffer`), as a
/// confirmation dialog: Start, Don't show again (remembered), Not now. Start with a game in
/// progress asks the driver's question first, and starts the guided game only on Leave it.
@MainActor
struct GuideOffer: ViewModifier {
    @Environment(AppModel.self) private var app
    let offered: Bool
    @State private var leaving = false

    func body(content: Content) -> some View {
        content.confirmationDialog(say("guide_offer_title"), isPresented: Binding(
            get: { offered }, set: { if !$0 && offered { app.send(.answerGuideOffer(answer: .later)) } }),
                                   titleVisibility: .visible) {
            Button(say("guide_start")) {
                if app.screen?.abandon != nil { leaving = true } else { start(.answerGuideOffer(answer: .start)) }
            }
            Button(say("guide_never")) { app.send(.answerGuideOffer(answer: .never)) }
            Button(say("guide_later"), role: .cancel) { app.send(.answerGuideOffer(answer: .later)) }
        } message: {
            Text(say("guide_offer_text"))
        }
        // The offer's dialog has gone (and said Not now): the guided game starts as the menu's does.
        .modifier(AskBeforeLeaving(asking: $leaving) { start(.guidedGame) })
    }

    private func start(_ event: AppEvent) {
        app.guideNote = nil
        app.send(event)
    }
}
#endif
