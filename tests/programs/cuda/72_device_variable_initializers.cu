// Device, constant and managed variables with initializers: arrays of unknown bound sized by braced lists (nested braces, brace elision), string literals (concatenated, u8/u/U/L/raw) and constexpr bounds, const variables, class types, namespaces and anonymous namespaces, variable templates.
#include <cstdint>
#include <cstdio>

struct P {
  int x;
  constexpr __host__ __device__ P() : x(0) {}
  constexpr __host__ __device__ P(int a) : x(a) {}
};
struct Q {
  int a, b;
};
typedef int V2[2];
enum Color { red, green, blue };
typedef const char *cstring;
constexpr int N = 4;
#if __cplusplus >= 202002L
#define U8CHAR char8_t
#else
#define U8CHAR char
#endif

__constant__ float table[] = {1.0f, 2.0f, 3.0f};
__device__ int scalar = 5;
__device__ int zero_init = {};
__device__ int paren_init(4);
__device__ int brace_init{4};
__device__ int nested[][2] = {{1, 2}, {3, 4}, {5, 6}};
__device__ int elided[][2] = {1, 2, 3, 4, 5};
__device__ int elided3[][2][2] = {1, 2, 3, 4, 5};
__device__ int mixed[][2][2] = {1, 2, {3, 4}, 5};
__device__ int hex_bound[][0x3] = {1, 2, 3, 4};
__device__ float trailing_comma[] = {1, 2, };
__device__ int direct_list[]{1, 2, 3};
__device__ int expressions[] = {sizeof(int), (1 + 2), N, N > 2 ? 1 : 0};
__device__ int *pointers[] = {nullptr, nullptr, nullptr};
__device__ const char *strings[] = {"a", "bc"};
__device__ char str[] = "abc";
__device__ char str_braced[] = {"abcd"};
__device__ char str_concat[] = "ab" "cd" "e";
__device__ char str_escapes[] = "a\0b\x41\101\n\u00e9";
__device__ char str_raw[] = R"x(a\n)x";
__device__ U8CHAR str_u8[] = u8"abc\u00e9";
__device__ char16_t str_u16[] = u"abc\U0001F600";
__device__ char32_t str_u32[] = U"abcde\U0001F600";
__device__ wchar_t str_wide[] = L"ab";
__device__ unsigned char str_unsigned[] = "xyz";
__device__ char rows[][4] = {"ab", "cd", "e"};
__device__ char char_list[][4] = {'a', 'b', 'c', 'd', 'e'};
__constant__ int bound_expr[N * 2] = {1};
__device__ int bound_const[N] = {1, 2};
__managed__ int managed_scalar = 7;
__managed__ int managed_array[] = {1, 2, 3, 4};
__managed__ char managed_str[] = "abcdef";
const __device__ int const_scalar = 3;
const __device__ int const_array[] = {1, 2};
__device__ const int *pointer_to_const = nullptr;
__device__ int *const const_pointer = nullptr;
__device__ const int *const const_pointer_to_const = nullptr;
__device__ P class_scalar(3);
__device__ Q aggregate = {1, 2};
__device__ Q aggregates[] = {{1, 2}, {3, 4}, {5, 6}};
__device__ P classes[] = {{1}, {2}};
__device__ V2 typedef_rows[] = {{1, 2}, {3}};
__constant__ uint32_t typedef_scalars[] = {0x428a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u};
__constant__ uint8_t typedef_rows_elided[][2] = {1, 2, 3};
__device__ Color enums[] = {red, green, blue, red};
__device__ cstring typedef_pointers[] = {"x", "y"};
static __device__ int static_array[] = {1, 2, 3};
namespace ns {
__device__ int ns_array[] = {1, 2, 3, 4, 5};
__constant__ int ns_scalar = 4;
__device__ char ns_str[] = "namespace";
}
namespace {
__device__ int anon_array[] = {1, 2};
__device__ int anon_scalar = 9;
}
template <class T> __device__ T var_template[] = {1, 2, 3};
template <class T> __device__ T var_template_scalar = 4;

__global__ void read_all(int *o) {
  *o = table[1] + scalar + zero_init + paren_init + brace_init + nested[1][1] + elided[2][0] +
       elided3[1][0][0] + mixed[1][0][0] + hex_bound[1][0] + trailing_comma[1] + direct_list[2] +
       expressions[3] + (pointers[2] ? 1 : 0) + strings[1][0] + str[0] + str_braced[0] +
       str_concat[0] + str_escapes[0] + str_raw[0] + str_u8[0] + str_u16[0] + str_u32[0] +
       str_wide[0] + str_unsigned[0] + rows[2][0] + char_list[1][0] + bound_expr[0] +
       bound_const[0] + managed_scalar + managed_array[3] + managed_str[0] + const_scalar +
       const_array[1] + (pointer_to_const ? 1 : 0) + (const_pointer ? 1 : 0) +
       (const_pointer_to_const ? 1 : 0) + class_scalar.x + aggregate.a + aggregates[2].b + classes[1].x +
       typedef_rows[1][0] + typedef_scalars[3] + typedef_rows_elided[1][0] +
       enums[3] + typedef_pointers[1][0] + static_array[2] + ns::ns_array[4] + ns::ns_scalar + ns::ns_str[0] +
       anon_array[1] + anon_scalar + var_template<int>[2] + var_template_scalar<int>;
}

int main() {
  int *o = nullptr;
  read_all<<<1, 1>>>(o);
  printf("%zu %zu %zu %zu %zu %zu\n", sizeof table, sizeof elided3, sizeof str_u16, sizeof str_u32,
         sizeof rows, sizeof managed_array);
  return 0;
}
