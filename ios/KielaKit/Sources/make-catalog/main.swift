// Writes ios/Kiela/Localizable.xcstrings from the Android strings (run after changing them):
//   cd ios/KielaKit && swift run make-catalog     (the ios test suite checks it was run)
// (On Linux, with the flags tests/ios/run passes to swift, as KielaCatalog links the core.)
import Foundation
import KielaCatalog

let repo = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let output = repo.appendingPathComponent("ios/Kiela/Localizable.xcstrings")
do {
    let json = try Catalog.make(resDirectory: repo.appendingPathComponent("android/app/src/main/res"))
    try Data(json.utf8).write(to: output, options: .atomic)
    print("wrote \(output.path)")
} catch {
    FileHandle.standardError.write(Data("make-catalog: \(error)\n".utf8))
    exit(1)
}
