// swift-tools-version:6.0
// KielaKit: the iOS app's logic in plain Swift, Foundation and Observation, on top of the Rust
// core, in the Swift 6 language mode (strict concurrency checking). Its targets, each on the ones
// before it:
//  - KielaCore: the generated bindings/swift/KielaCore.swift itself (a symlink, never a copy);
//  - KielaCatalog: the String Catalog's phrases and a reader for it (no game in it);
//  - KielaWords: the game put into words, catalog phrases made from the core's values (as
//    Android keeps its words in ui/, outside its game/ logic); it never sees KielaKit;
//  - KielaKit: the game's logic (models, playback, geometry, files), saying things through
//    KielaWords;
//  - KielaStudy: the game studied away from a game, the review of a finished game and the
//    puzzles (their screens' models, on KielaKit's executors and playback queue), as Android
//    keeps them in ui/review and ui/puzzles, outside its game/ logic.
// KielaCore's C module `KielaCoreFFI` comes
//  - on Apple platforms from Frameworks/KielaCoreFFI.xcframework (made by ios/build-xcframework);
//  - on Linux, where the tests run, from flags that tests/ios/run passes:
//      -Xcc -fmodule-map-file=<repo>/bindings/swift/KielaCoreFFI.modulemap
//      -Xlinker -L<lib dir> -Xlinker -rpath -Xlinker <lib dir>
import PackageDescription

#if os(Linux)
let ffi: [Target] = []
let coreDependencies: [Target.Dependency] = []
let coreLinker: [LinkerSetting] = [.linkedLibrary("kiela_ffi")]
#else
let ffi: [Target] = [.binaryTarget(name: "KielaCoreFFI", path: "Frameworks/KielaCoreFFI.xcframework")]
let coreDependencies: [Target.Dependency] = ["KielaCoreFFI"]
let coreLinker: [LinkerSetting] = []
#endif

let package = Package(
    name: "KielaKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "KielaKit", targets: ["KielaKit"]),
        // The app imports the bindings' types, the phrases and the words itself, so it depends on
        // them by name too.
        .library(name: "KielaCore", targets: ["KielaCore"]),
        .library(name: "KielaCatalog", targets: ["KielaCatalog"]),
        .library(name: "KielaWords", targets: ["KielaWords"]),
        .library(name: "KielaStudy", targets: ["KielaStudy"]),
    ],
    targets: ffi + [
        .target(name: "KielaCore", dependencies: coreDependencies, path: "Sources/KielaCore",
                linkerSettings: coreLinker),
        // The words: `Words` (the game's facts as catalog keys with arguments), the review's,
        // the recent games', the puzzles' and the guided game's. Never KielaKit's types.
        .target(name: "KielaWords", dependencies: ["KielaCore", "KielaCatalog"], path: "Sources/KielaWords"),
        .target(name: "KielaKit", dependencies: ["KielaCore", "KielaCatalog", "KielaWords"], path: "Sources/KielaKit"),
        // The review's and the puzzles' screen models: the core's GameReviewer and PuzzleSession
        // moved between threads.
        .target(name: "KielaStudy", dependencies: ["KielaCore", "KielaKit"], path: "Sources/KielaStudy"),
        // The String Catalog: made from the Android strings (one translation, make-catalog), a
        // phrase said through it (`Phrase`, `Localizer`), and read without Xcode (`CatalogLocalizer`).
        .target(name: "KielaCatalog", path: "Sources/KielaCatalog"),
        .executableTarget(name: "make-catalog", dependencies: ["KielaCatalog"], path: "Sources/make-catalog"),
        .testTarget(name: "KielaKitTests", dependencies: ["KielaKit", "KielaStudy", "KielaWords", "KielaCatalog"],
                    path: "Tests/KielaKitTests"),
    ],
    swiftLanguageModes: [.v6]
)
