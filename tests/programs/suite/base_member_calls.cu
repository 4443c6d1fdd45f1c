// Member functions a class template instance has from its base class
// template (thrust::device_vector's begin, end, data and size come from
// detail::vector_base<T, Alloc>): called with a number of arguments no
// such function takes, 304 names the derived instance's member and the
// notes the base's functions; one function: 140/165.
// (the lines before the first program are part of every program)
#include <thrust/device_vector.h>
#pragma cufe_program k01
void h(thrust::device_vector<int> &idx) {
  auto b = idx.begin(1);
  auto e = idx.end(2, 3);
  int *raw = thrust::raw_pointer_cast(idx.data(1));
}
#pragma cufe_program k02
void h() {
  thrust::device_vector<float> v(10), u(10);
  auto n = u.size(4);
  u.beginq();
}
#pragma cufe_program v01
void h(thrust::device_vector<int> &idx) { auto b = idx.begin(); auto n = idx.size(); idx.resize(3); }
