// OPTIONS:
// OPTIONS: --aligned_new
// OPTIONS: --no_aligned_new
// --no_aligned_new: aligned operator new for over-aligned types (C++17);
// no effect in nvcc's modes.
typedef unsigned long size_t;
namespace std { enum class align_val_t : size_t {}; }
void *operator new(size_t, std::align_val_t);
void operator delete(void *, std::align_val_t) noexcept;
struct alignas(64) OA { char c; };
OA *mk() { return new OA; }
void rm(OA *p) { delete p; }
