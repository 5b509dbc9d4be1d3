import Foundation
import KielaCore

/// Where the game, the statistics and the preferences are kept between runs of the app. Written
/// on the io queue, so it is `Sendable`.
public protocol GameStore: AnyObject, Sendable {
    func read(_ file: StoreFile) -> String?
    /// Writes `text`, unless the file is left alone this run (see `settle`): then nothing.
    func write(_ file: StoreFile, _ text: String)
    /// The core's policy (the terminal's and Android's too) for a file the core refused with
    /// `error`: one a newer version wrote is left untouched and never written over this run; a
    /// damaged one is moved aside as `<stem>.unreadable-<n>.json` (the first free n), so the
    /// next write starts clean. Throws `KielaError.SetAsideFailed` when it could not be moved:
    /// it is then left alone too.
    func settle(_ file: StoreFile, refused error: KielaError) throws -> SettledFile
    /// Moves a file read but partly damaged (a part the core dropped) aside whole, under the same
    /// names; when it cannot be moved, it is left alone this run.
    func setAside(_ file: StoreFile)
}

public enum StoreFile: String, CaseIterable, Sendable {
    case game, statistics, preferences
}

/// What became of a file the app opened.
public enum Opened<T> {
    /// There was none.
    case none
    case read(T)
    /// The core refused it, and the store settled it; nil when it could not be moved aside.
    case refused(SettledFile?)

    public var value: T? {
        if case .read(let value) = self { return value }
        return nil
    }
}

public extension GameStore {
    /// The file as `parse` reads it; one the core refuses is settled by the core's policy.
    func open<T>(_ file: StoreFile, _ parse: (String) throws -> T) -> Opened<T> {
        guard let text = read(file) else { return .none }
        do { return .read(try parse(text)) } catch let error as KielaError {
            return .refused(try? settle(file, refused: error))
        } catch {
            // The core refuses only with a KielaError; anything else is read as damage.
            return .refused(try? settle(file, refused: .CorruptSave(reason: "\(error)")))
        }
    }
}

/// A `GameStore` of files in `directory` (Application Support). Every write is atomic: the
/// text goes to a temporary file that is then renamed over the old one, so a killed app leaves
/// either the old save or the new one, never half of one.
public final class FileGameStore: GameStore, @unchecked Sendable {
    public let directory: URL
    /// The files this run leaves as they are (a newer version's, or one that could not be moved
    /// aside); guarded by `lock`, as the io queue writes while the model settles.
    private var leftAlone: Set<StoreFile> = []
    private let lock = NSLock()

    public init(directory: URL) {
        self.directory = directory
    }

    public func url(_ file: StoreFile) -> URL { directory.appendingPathComponent("\(file.rawValue).json") }

    public func read(_ file: StoreFile) -> String? {
        guard let data = FileManager.default.contents(atPath: url(file).path) else { return nil }
        // Bytes that are not UTF-8 are a corrupt file too: the reader sees text it refuses.
        return String(decoding: data, as: UTF8.self)
    }

    public func write(_ file: StoreFile, _ text: String) {
        guard !lock.withLock({ leftAlone.contains(file) }) else { return }
        // A full disk must not stop the game; the next save tries again.
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url(file), options: .atomic)
    }

    public func settle(_ file: StoreFile, refused error: KielaError) throws -> SettledFile {
        do {
            let settled = try settleUnreadableFile(path: url(file).path, error: error)
            if case .keptForNewerVersion = settled { leaveAlone(file) }
            return settled
        } catch {
            leaveAlone(file)
            throw error
        }
    }

    public func setAside(_ file: StoreFile) {
        guard FileManager.default.fileExists(atPath: url(file).path) else { return }
        if (try? setAsideFile(path: url(file).path)) == nil { leaveAlone(file) }
    }

    private func leaveAlone(_ file: StoreFile) {
        lock.withLock { _ = leftAlone.insert(file) }
    }

    /// Application Support/Kiela, the app's own files (not the user's documents).
    public static func standard() -> FileGameStore {
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
        return FileGameStore(directory: base.appendingPathComponent("Kiela", isDirectory: true))
    }
}
