// Member calls on classes of namespaces, and on classes whose bases the
// core does not see into (class template instances), that declare the
// member themselves: the member hides whatever the bases declare, so the
// call is judged like a plain class's (140, 165).  From probes of
// cudafe++ on cooperative groups and the standard library.
// (the lines before the first program are part of every program)
#include <stdexcept>
#include <random>
#include <typeinfo>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
namespace ns { struct Base { int f(int a) { return a; } }; struct D : Base { using Base::f; int f() { return 0; } int g(int x = 1) { return x; } int h(int, int); }; }
#pragma cufe_program too_many
__global__ void k(int *p) {
  cg::thread_block block = cg::this_thread_block();
  if (block.thread_rank(1) == 0) p[0] = block.size(1);
  block.syncq();
}
#pragma cufe_program too_few
void f() { ns::D d; d.h(1); }
#pragma cufe_program valid
__global__ void k(int *p) {
  cg::thread_block b = cg::this_thread_block(); b.sync(); p[0] = b.thread_rank() + b.num_threads() + b.group_index().x + b.thread_index().x + b.dim_threads().x;
  cg::grid_group g = cg::this_grid(); p[1] = g.thread_rank() + g.size();
  cg::thread_block_tile<32> t = cg::tiled_partition<32>(b); p[2] = t.shfl(p[0], 0) + t.thread_rank();
}
int main() {
  std::runtime_error e("x"); (void)e.what(); std::random_device rd; (void)rd.entropy();
  ns::D d; d.f(1); d.f(); d.g(); d.g(2);
  const std::type_info &ti = typeid(int); (void)ti.name(); (void)ti.hash_code();
  return 0;
}
#pragma cufe_program auto_from_calls
struct Pt { int x; int len() const { return x; } };
Pt make_pt(int);
Pt make_pt(int, int);
__global__ void k(int *p) {
  auto block = cg::this_thread_block();
  p[0] = block.thread_rank(1) + block.sizeq();
  auto q = make_pt(1); p[1] = q.len(2) + q.y;
  auto r = make_pt(1, 2); p[2] = r.len() + r.x;
}
