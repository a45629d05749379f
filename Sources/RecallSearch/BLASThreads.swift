import CBLAS

/// OpenBLAS runs on the calling thread only: one query's dot products are too small to split, and
/// ``FastVectorSearch`` splits its own scans.
///
/// The pthreads build of OpenBLAS starts a worker per core when the library loads, and each spins
/// on `sched_yield` for about 0.1 s waiting for work: on two cores a fresh `recall search` shared
/// one with a spinner for its whole life. Setting one thread and then joining the workers stops
/// that; OpenBLAS starts no worker again while it runs on one thread.
public enum BLASThreads {
    private static let configured: Void = {
        openblas_set_num_threads(1)  // before the shutdown: it restarts missing workers
        recall_blas_thread_shutdown()
    }()

    /// Pins OpenBLAS to the calling thread and stops its idle workers (once; later calls do nothing).
    /// Call it early (the CLI does, first thing) so the workers stop spinning at once.
    public static func useCallingThread() {
        _ = configured
    }
}
