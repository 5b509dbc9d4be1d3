/* Bionic's functions that glibc lacks or defines differently, for the smoke test: linked into
 * its driver and exported (-rdynamic), so an Android libkiela_ffi.so loaded into a glibc process
 * binds to these. Only what the libraries import is here: a new bionic-only import fails the
 * smoke test at dlopen ("undefined symbol: …"), which names it. Not stood in for, as no call
 * the driver makes reaches them: 32-bit ARM's struct stat (bionic's is glibc's stat64). */
#include <errno.h>
#include <stddef.h>

/* bionic's errno accessor; glibc's is __errno_location. */
int *__errno(void) { return &errno; }

/* bionic's strerror_r is POSIX's (returns int); glibc's strerror_r is the GNU one (returns a
 * pointer and may leave the buffer untouched): Rust's std on Android expects POSIX's. */
int __xpg_strerror_r(int errnum, char *buf, size_t len);
int strerror_r(int errnum, char *buf, size_t len) { return __xpg_strerror_r(errnum, buf, len); }

#if defined(__arm__)
/* libunwind on Android's 32-bit ARM finds a PC's exception index table with bionic's
 * dl_unwind_find_exidx; glibc has the same function as __gnu_Unwind_Find_exidx. */
typedef unsigned long _Unwind_Ptr;
_Unwind_Ptr __gnu_Unwind_Find_exidx(_Unwind_Ptr pc, int *count);
_Unwind_Ptr dl_unwind_find_exidx(_Unwind_Ptr pc, int *count) {
    return __gnu_Unwind_Find_exidx(pc, count);
}
#endif
