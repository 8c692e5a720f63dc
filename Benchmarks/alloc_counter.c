// Allocation counter for `make bench`, loaded with LD_PRELOAD.
//
// Every allocating entry point of the C heap (malloc, calloc, realloc, reallocarray,
// posix_memalign, aligned_alloc, memalign, valloc, pvalloc) is replaced by a function that adds one to a counter of the
// calling thread and forwards to glibc's own implementation (__libc_malloc and friends, so no
// dlsym bootstrap is needed). free is not replaced. The Swift runtime (swift_slowAlloc),
// Foundation, ICU and C++ operator new all end in these functions.
//
// A benchmark finds the counter at run time with dlsym(RTLD_DEFAULT,
// "messagevisor_bench_thread_allocations") and reads it before and after its loop on the
// thread that runs the loop. The counter is per thread, so allocations made by other threads
// in the meantime are not counted: the difference is exactly the loop's allocating calls.
#define _GNU_SOURCE
#include <errno.h>
#include <stddef.h>
#include <stdint.h>

extern void* __libc_malloc(size_t size);
extern void* __libc_calloc(size_t count, size_t size);
extern void* __libc_realloc(void* pointer, size_t size);
extern void* __libc_memalign(size_t alignment, size_t size);
extern void* __libc_valloc(size_t size);
extern void* __libc_pvalloc(size_t size);

static __thread uint64_t allocations __attribute__((tls_model("initial-exec")));

// The number of allocating calls the calling thread has made since it started.
__attribute__((visibility("default"))) uint64_t messagevisor_bench_thread_allocations(void) {
  return allocations;
}

void* malloc(size_t size) {
  allocations += 1;
  return __libc_malloc(size);
}

void* calloc(size_t count, size_t size) {
  allocations += 1;
  return __libc_calloc(count, size);
}

void* realloc(void* pointer, size_t size) {
  allocations += 1;
  return __libc_realloc(pointer, size);
}

void* reallocarray(void* pointer, size_t count, size_t size) {
  allocations += 1;
  size_t total;
  if (__builtin_mul_overflow(count, size, &total)) {
    errno = ENOMEM;
    return NULL;
  }
  return __libc_realloc(pointer, total);
}

void* memalign(size_t alignment, size_t size) {
  allocations += 1;
  return __libc_memalign(alignment, size);
}

void* aligned_alloc(size_t alignment, size_t size) {
  allocations += 1;
  return __libc_memalign(alignment, size);
}

void* valloc(size_t size) {
  allocations += 1;
  return __libc_valloc(size);
}

void* pvalloc(size_t size) {
  allocations += 1;
  return __libc_pvalloc(size);
}

int posix_memalign(void** result, size_t alignment, size_t size) {
  allocations += 1;
  int powerOfTwo = alignment != 0 && (alignment & (alignment - 1)) == 0;
  if (!powerOfTwo || alignment % sizeof(void*) != 0) return EINVAL;
  void* pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) return ENOMEM;
  *result = pointer;
  return 0;
}
