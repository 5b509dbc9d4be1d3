import Foundation

/// Somewhere to run a piece of work: the main queue, a worker for the computer, a queue for
/// saves. Tests hand in executors they run by hand, so every interleaving is repeatable. The work
/// may run on another thread, so it is `@Sendable`.
public protocol Executor: AnyObject, Sendable {
    func execute(_ work: @escaping @Sendable () -> Void)
}

/// A serial dispatch queue as an `Executor`.
public final class QueueExecutor: Executor {
    public let queue: DispatchQueue

    public init(_ queue: DispatchQueue) { self.queue = queue }

    public static let main = QueueExecutor(.main)

    public func execute(_ work: @escaping @Sendable () -> Void) { queue.async(execute: work) }
}
