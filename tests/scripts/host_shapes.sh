#!/bin/sh
# Host file shapes, without a CUDA toolkit: cufe's host file for small
# hand-written inputs, line by line (blanks squeezed).  The expected lines
# are what cudafe++ 13.0 writes for the same declarations (observed; its
# own spacing and generated names aside):
#   - a device variable's shadow has no initializer; an array of unknown
#     bound gets the bound its initializer implies (braced lists, brace
#     elision, string literals by their encoding); one whose bound is not
#     certain here (class elements or typedefs of arrays without braces)
#     keeps its initializer (its size is then gcc's);
#   - a const object keeps its initializer, a pointer to const does not;
#   - a kernel template's wrapper call names every template parameter by
#     its declarator-id, and unnamed ones get a name where the
#     declarator-id would be;
#   - a kernel definition's unnamed parameters get names where the
#     declarator-id would be (the stub's wrapper and the template's
#     forwarder pass them): __T<n>, numbered through the file, a kernel
#     template's function parameters before its template parameters;
#     declarations without a body keep theirs unnamed; the wrapper takes
#     each parameter by reference, an array or a function one as declared
#     (the stub's specialization declares them so);
#   - a variable of a lambda's closure type (`auto v = [..]{..};`, not
#     in a template or a generic lambda, not in an if's or for's
#     init-statement) is followed by `typedef decltype(v) __T<n>;` (two
#     names when it is const), numbered with the kernels' parameters;
#   - a function declared __device__ and defined later without an
#     execution space is device code: its definition's body is replaced
#     (a __host__ __device__ one keeps its body).
. "$top_srcdir/tests/scripts/lib.sh"
scratch
cd "$SCRATCH" || exit 99

cat > in.ii <<'SRC'
__attribute__((constant)) float table[] = { 1.0f, 2.0f, 3.0f };
__attribute__((device)) int scalar = 5;
__attribute__((device)) int nested[][2] = { {1, 2}, {3, 4}, {5, 6} };
__attribute__((device)) int elided[][2] = { 1, 2, 3, 4, 5 };
__attribute__((device)) int mixed[][2][2] = { 1, 2, {3, 4}, 5 };
__attribute__((device)) int direct[]{ 1, 2, 3, };
__attribute__((device)) char str[] = "a\0b\x41\101\n";
__attribute__((device)) char braced_str[] = { "abcd" };
__attribute__((device)) char concat[] = "a" u8"\u00e9";
__attribute__((device)) char16_t s16[] = u"ab\U0001F600";
__attribute__((device)) char32_t s32[] = U"ab\U0001F600";
__attribute__((device)) wchar_t wide[] = L"ab";
__attribute__((device)) char raw[] = R"x(a\n)x";
__attribute__((device)) char rows[][4] = { "ab", "cd", "e" };
__attribute__((device)) const char *ptrs[] = { "a", "b" };
__attribute__((device)) int *const cptr = 0;
__attribute__((device)) const int carr[] = { 1, 2 };
struct Q { int a, b; };
__attribute__((device)) Q quads[] = { {1, 2}, {3, 4} };
__attribute__((device)) Q elided_q[] = { 1, 2, 3 };
__attribute__((managed)) int managed[] = { 1, 2 };
typedef unsigned int u32;
typedef u32 word;
enum E { e0, e1 };
typedef int V2[2];
__attribute__((device)) word words[][3] = { 1, 2, 3, 4 };
__attribute__((device)) E enums[] = { e0, e1, e0 };
__attribute__((device)) V2 pairs[] = { 1, 2, 3 };
struct S { int m; };
template <float (*op)(float, float), typename T, typename... P>
static __attribute__((global)) void k1(T *d, P... p) { }
template <float (*)(float, float), int S::*, const int (&)[3], int [2], class T = int, auto...>
__attribute__((global)) void k2(T *d) { }
__attribute__((global)) void k3(int, float *p, int (*)[4], int [], const S &) { }
template <typename... Ts> __attribute__((global)) void k4(Ts...) { }
template <typename T> __attribute__((global)) void k5(T, void (*)(int)) { }
template <> __attribute__((global)) void k5<int>(int, void (*)(int)) { }
__attribute__((global)) void k6(void) { }
__attribute__((global)) void k7(int);
void lam_user() { auto l = [](int v) { return v; }; const auto c = [](int v) { return v; }; auto n = [](int v) { return v; }(1); auto &&r = [](int v) { return v; }; auto d{[](int) { return 0; }}; l(n); c(1); r(1); d(1); }
template <typename T> void lam_tmpl() { auto t = [](int v) { return v; }; t(1); }
__attribute__((global)) void k8(int) { }
template <typename T> __attribute__((global)) void k9(T, int a[], int [4], void (int), int g(float)) { }
void lam_more() { auto gl = [](auto x) { auto in = [](int v) { return v; }; return in(x); }; if (auto f = [](int v) { return v; }; f(1)) {} gl(1); }
__attribute__((device)) int dev_only(int x);
int dev_only(int x) { return x * 2; }
__attribute__((host)) __attribute__((device)) int both(int x);
int both(int x) { return x + 1; }
SRC
"$CUFE" --c++17 --gnu_version=120200 --m64 --orig_src_file_name in.cu \
  --gen_c_file_name out.cpp --stub_file_name out.stub.c in.ii > out.log 2>&1 ||
  { fail "cufe runs"; cat out.log; finish; exit 1; }

# line NAME: the host file's line declaring NAME (blanks squeezed).
line() {
  grep -E "[ *(]$1(\[| |\)|=|;)" out.cpp | grep -v '^#' | head -1 | tr -s ' \t' '  ' | sed 's/^ //; s/ $//'
}
check_eq "table" "static float table[3] ;" "$(line table)"
check_eq "scalar" "static int scalar ;" "$(line scalar)"
check_eq "nested braces" "static int nested[3][2] ;" "$(line nested)"
check_eq "brace elision" "static int elided[3][2] ;" "$(line elided)"
check_eq "brace elision, braced row" "static int mixed[2][2][2] ;" "$(line mixed)"
check_eq "direct list, trailing comma" "static int direct[3];" "$(line direct)"
check_eq "string escapes" 'static char str[7] ;' "$(line str)"
check_eq "string in braces" 'static char braced_str[5] ;' "$(line braced_str)"
check_eq "concatenated u8" 'static char concat[4] ;' "$(line concat)"
check_eq "UTF-16 surrogates" 'static char16_t s16[5] ;' "$(line s16)"
check_eq "UTF-32" 'static char32_t s32[4] ;' "$(line s32)"
check_eq "wide" 'static wchar_t wide[3] ;' "$(line wide)"
check_eq "raw string" 'static char raw[4] ;' "$(line raw)"
check_eq "rows of strings" 'static char rows[3][4] ;' "$(line rows)"
check_eq "pointers to const" 'static const char *ptrs[2] ;' "$(line ptrs)"
check_eq "const pointer" 'static int *const cptr = 0;' "$(line cptr)"
check_eq "const array" 'static const int carr[] = { 1, 2 };' "$(line carr)"
check_eq "braced class elements" 'static Q quads[2] ;' "$(line quads)"
check_eq "class elements, braces elided (not certain)" \
  'static Q elided_q[] = { 1, 2, 3 };' "$(line elided_q)"
check_eq "managed array" \
  '__attribute__((section("__nv_managed_data__"))) static int (*managed)[2] = 0;' "$(line managed)"
check_eq "typedef of a typedef of unsigned" 'static word words[2][3] ;' "$(line words)"
check_eq "enumeration" 'static E enums[3] ;' "$(line enums)"
check_eq "typedef of an array, braces elided (not certain)" \
  'static V2 pairs[] = { 1, 2, 3 };' "$(line pairs)"
check_eq "function pointer parameter" \
  'static void k1(T *d, P... p) {__wrapper__device_stub_k1<op,T,P...>(d,p...);return;}' \
  "$(grep 'void k1(' out.cpp | tr -s ' ' ' ' | sed 's/^ //; s/ $//')"
check_eq "unnamed template parameters named" \
  'template <float (* __T0)(float, float), int S::* __T1, const int (& __T2)[3], int __T3 [2], class T = int, auto... __T4>' \
  "$(grep -n 'template <float (\* __T' out.cpp | sed -n '2s/^[0-9]*://p')"
check_eq "unnamed template parameters passed" \
  'void k2(T *d) {__wrapper__device_stub_k2<__T0,__T1,__T2,__T3,T,__T4...>(d);return;}' \
  "$(grep 'void k2(' out.cpp | tr -s ' ' ' ' | sed 's/^ //; s/ $//')"
# sq PATTERN: the host file's first line matching PATTERN, blanks squeezed.
sq() { grep -E "$1" out.cpp | grep -v '^#' | head -1 | tr -s ' ' ' ' | sed 's/^ //; s/ $//'; }
check_eq "unnamed parameters: abstract declarators" \
  'void k3(int __T5, float *p, int (* __T6)[4], int __T7[], const S & __T8) ;' "$(sq 'void k3\(')"
check_eq "unnamed parameter pack: the wrapper" \
  'template <typename... Ts> static void __wrapper__device_stub_k4(Ts &...__T9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}' \
  "$(sq 'void __wrapper__device_stub_k4\(')"
check_eq "unnamed parameter pack: the forwarder" \
  'template <typename... Ts> void k4(Ts... __T9) {__wrapper__device_stub_k4<Ts...>(__T9...);return;}' \
  "$(sq 'void k4\(')"
check_eq "unnamed parameters: a template's wrapper" \
  'template <typename T> static void __wrapper__device_stub_k5(T &__T10,void (* &__T11)(int)) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}' \
  "$(sq 'void __wrapper__device_stub_k5\(')"
check_eq "unnamed parameters: a specialization" \
  'template <> __specialization_static void k5<int>(int __T12, void (* __T13)(int)) {__wrapper__device_stub_k5<int>(__T12,__T13);return;}' \
  "$(sq 'void k5<int>\(')"
check_eq "(void): nothing to name" 'void k6(void) ;' "$(sq 'void k6\(')"
check_eq "a declaration: unnamed" 'void k7(int);' "$(sq 'void k7\(')"
check_eq "closure-type variables: typedefs numbered in turn" \
  'void lam_user() { auto l = [](int v) { return v; }; typedef decltype(l) __T14; const auto c = [](int v) { return v; }; typedef decltype(c) __T15, __T16; auto n = [](int v) { return v; }(1); auto &&r = [](int v) { return v; }; auto d{[](int) { return 0; }}; typedef decltype(d) __T17; l(n); c(1); r(1); d(1); }' \
  "$(sq 'void lam_user\(')"
check_eq "closure-type variables: none in a template" \
  'template <typename T> void lam_tmpl() { auto t = [](int v) { return v; }; t(1); }' "$(sq 'void lam_tmpl\(')"
check_eq "closure-type variables: the next kernel parameter's number" \
  'void k8(int __T18) ;' "$(sq 'void k8\(')"
check_eq "closure-type variables: none in a generic lambda or an if's init-statement" \
  'void lam_more() { auto gl = [](auto x) { auto in = [](int v) { return v; }; return in(x); }; typedef decltype(gl) __T22; if (auto f = [](int v) { return v; }; f(1)) {} gl(1); }' \
  "$(sq 'void lam_more\(')"
check_eq "array and function parameters: the wrapper takes them as declared" \
  'template <typename T> static void __wrapper__device_stub_k9(T &__T19,int a[],int __T20[4],void __T21(int),int g(float)) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}' \
  "$(sq 'void __wrapper__device_stub_k9\(')"
check_eq "device space inherited by a later definition" \
  '__attribute__((unused)) int dev_only(int x) {int volatile ___ = 1;(void)x;::exit(___);}' \
  "$(grep 'int dev_only(int x) {' out.cpp | tr -s ' ' ' ' | sed 's/^ //; s/ $//')"
check_eq "host device space: the body kept" 'int both(int x) { return x + 1; }' \
  "$(grep 'int both(int x) {' out.cpp | tr -s ' ' ' ' | sed 's/^ //; s/ $//')"
finish
