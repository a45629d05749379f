#include <cblas.h>
#include <dlfcn.h>

// Joins OpenBLAS's idle worker threads, when this OpenBLAS has them. The pthreads build starts
// one per core when the library loads, and each spins on sched_yield for about 0.1 s waiting for
// work. `blas_thread_shutdown_` is exported by threaded OpenBLAS builds (its own fork handler calls
// it) but not declared in cblas.h, and a serial build lacks it: it is looked up, not linked.
static inline void recall_blas_thread_shutdown(void) {
    void *program = dlopen(NULL, RTLD_NOW);
    if (!program) return;
    int (*shutdown)(void) = (int (*)(void))dlsym(program, "blas_thread_shutdown_");
    if (shutdown) shutdown();
    dlclose(program);
}
