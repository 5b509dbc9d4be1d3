import Foundation

/// Where the game, the statistics and the preferences are kept between runs of the app. Written
/// on the io queue, so it is `Sendable`.
public protocol GameStore: AnyObject, Sendable {
    func read(_ file: StoreFile) -> String?
    func write(_ file: StoreFile, _ text: String)
    /// Moves an unreadable file out of the way (kept for a bug report), so the next start is clean.
    func setAside(_ file: StoreFile)
}

public enum StoreFile: String, CaseIterable, Sendable {
    case game, statistics, preferences
}

public extension GameStore {
    /// The file as `parse` reads it, nil when there is none; one `parse` refuses is set aside.
    func open<T>(_ file: StoreFile, _ parse: (String) throws -> T) -> (value: T?, unreadable: Bool) {
        guard let text = read(file) else { return (nil, false) }
        do { return (try parse(text), false) } catch {
            setAside(file)
            return (nil, true)
        }
    }
}

/// A `GameStore` of files in `directory` (Application Support). Every write is atomic: the
/// text goes to a temporary file that is then renamed over the old one, so a killed app leaves
/// either the old save or the new one, never half of one.
public final class FileGameStore: GameStore {
    public let directory: URL
    private let clock: @Sendable () -> Date

    public init(directory: URL, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.directory = directory
        self.clock = clock
    }

    public func url(_ file: StoreFile) -> URL { directory.appendingPathComponent("\(file.rawValue).json") }

    public func read(_ file: StoreFile) -> String? {
        guard let data = FileManager.default.contents(atPath: url(file).path) else { return nil }
        // Bytes that are not UTF-8 are a corrupt file too: the reader sees text it refuses.
        return String(decoding: data, as: UTF8.self)
    }

    public func write(_ file: StoreFile, _ text: String) {
        // A full disk must not stop the game; the next save tries again.
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url(file), options: .atomic)
    }

    public func setAside(_ file: StoreFile) {
        let from = url(file)
        guard FileManager.default.fileExists(atPath: from.path) else { return }
        let stamp = Int(clock().timeIntervalSince1970 * 1000)
        let aside = directory.appendingPathComponent("\(file.rawValue).unreadable-\(stamp).json")
        if (try? FileManager.default.moveItem(at: from, to: aside)) == nil { try? FileManager.default.removeItem(at: from) }
    }

    /// Application Support/Kiela, the app's own files (not the user's documents).
    public static func standard() -> FileGameStore {
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
        return FileGameStore(directory: base.appendingPathComponent("Kiela", isDirectory: true))
    }
}
