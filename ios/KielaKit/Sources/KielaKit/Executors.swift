import Foundation

/// Somewhere to run a piece of work: the main queue, a worker for the computer, a queue for
/// saves. Tests hand in executors they run by hand, so every interleaving is repeatable.
public protocol Executor: AnyObject {
    func execute(_ work: @escaping () -> Void)
}

/// A serial dispatch queue as an `Executor`.
public final class QueueExecutor: Executor, @unchecked Sendable {
    public let queue: DispatchQueue

    public init(_ queue: DispatchQueue) { self.queue = queue }

    public static let main = QueueExecutor(.main)

    public func execute(_ work: @escaping () -> Void) {
        // The work is handed over whole: nothing else touches what it captured meanwhile.
        nonisolated(unsafe) let work = work
        queue.async { work() }
    }
}
