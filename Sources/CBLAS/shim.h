#include <cblas.h>

// Joins OpenBLAS's idle worker threads, when this OpenBLAS has them. The pthreads build starts
// one per core when the library loads, and each spins on sched_yield for about 0.1 s waiting for
// work. `blas_thread_shutdown_` is defined by threaded OpenBLAS builds (its own fork handler calls
// it) but not declared in cblas.h, and a serial build lacks it: a weak reference is null there.
extern int blas_thread_shutdown_(void) __attribute__((weak));

static inline void recall_blas_thread_shutdown(void) {
    if (blas_thread_shutdown_) blas_thread_shutdown_();
}
