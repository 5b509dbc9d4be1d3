// swift-tools-version:6.0
// KielaKit: the iOS app's logic in plain Swift, Foundation and Observation, on top of the Rust
// core, in the Swift 6 language mode (strict concurrency checking). Its targets, each on the ones
// before it:
//  - KielaCore: the generated bindings/swift/KielaCore.swift itself (a symlink, never a copy):
//    the app driver (AppDriver, its screens and events) and every sentence as a Phrase;
//  - KielaCatalog: the String Catalog made from the Android strings (make-catalog), and the
//    one formatter of the core's phrases (`Localizer`: the bundle's, or the catalog read itself);
//  - KielaKit (on KielaCore alone): the shell's own logic: the driver's screens on the main actor (`AppScreens`), a
//    turn played against the clock (`TurnPlayback`) and the board's geometry.
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
        // The app imports the bindings' types and the formatter itself, so it depends on them by
        // name too.
        .library(name: "KielaCore", targets: ["KielaCore"]),
        .library(name: "KielaCatalog", targets: ["KielaCatalog"]),
    ],
    targets: ffi + [
        .target(name: "KielaCore", dependencies: coreDependencies, path: "Sources/KielaCore",
                linkerSettings: coreLinker),
        // The String Catalog: made from the Android strings (one translation, make-catalog), a
        // core's phrase said through it (`Localizer`), and read without Xcode (`CatalogLocalizer`).
        .target(name: "KielaCatalog", dependencies: ["KielaCore"], path: "Sources/KielaCatalog"),
        .target(name: "KielaKit", dependencies: ["KielaCore"], path: "Sources/KielaKit"),
        .executableTarget(name: "make-catalog", dependencies: ["KielaCatalog"], path: "Sources/make-catalog"),
        .testTarget(name: "KielaKitTests", dependencies: ["KielaKit", "KielaCatalog"],
                    path: "Tests/KielaKitTests"),
    ],
    swiftLanguageModes: [.v6]
)
