// The entity's parameter types name a member typedef of a class template
// specialization through a typedef (cutlass's Layout::Stride::Index):
// Coord<1, long>::Index is Index_ = long, mangled `l` (the whole
// signature names the id, not the parameters before it, not the pid form)
template <int Rank, typename Index_ = int, typename LongIndex_ = long long>
struct Coord { using Index = Index_; using LongIndex = LongIndex_; Index idx[Rank]; };
namespace layout {
struct ColumnMajor { using Index = int; using LongIndex = long; using Stride = Coord<1, LongIndex>; };
}
struct half_t { unsigned short x; };
int gemm(int m, half_t const *a, layout::ColumnMajor::Stride::Index lda,
         layout::ColumnMajor::Stride::LongIndex ldb, half_t *c) { return m; }
__global__ void k() {}
