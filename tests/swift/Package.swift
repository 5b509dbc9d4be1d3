// swift-tools-version:5.9
// Swift tests and a benchmark for the committed generated bindings (bindings/swift). The
// module `KielaCore` is the generated KielaCore.swift itself (a symlink, never a copy). The C
// module `KielaCoreFFI` (bindings/swift/KielaCoreFFI.h + .modulemap) and the Rust library
// libkiela_ffi are found through flags that `run` and `bench` pass:
//   -Xcc -fmodule-map-file=<repo>/bindings/swift/KielaCoreFFI.modulemap
//   -Xlinker -L<lib dir> -Xlinker -rpath -Xlinker <lib dir>
import PackageDescription

let package = Package(
    name: "KielaSwiftTests",
    targets: [
        .target(
            name: "KielaCore",
            path: "Sources/KielaCore",
            linkerSettings: [.linkedLibrary("kiela_ffi")]
        ),
        .executableTarget(
            name: "KielaBench",
            dependencies: ["KielaCore"],
            path: "Sources/KielaBench"
        ),
        .testTarget(
            name: "KielaCoreTests",
            dependencies: ["KielaCore"],
            path: "Tests/KielaCoreTests"
        ),
    ]
)
