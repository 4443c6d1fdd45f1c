// Values of a kind no implicit conversion takes where they go
// (src/sema/value_kinds.c): void results, scoped enumerations, numbers
// and other enumerations for an enumeration, void * for an object
// pointer, pointers for numbers -- initialized (144), assigned (513),
// passed (167) and returned (120); the valid forms beside them.
#include <cstdlib>
enum class Level { Low, Mid };
enum Dir { North, East };
enum Other { O1 };
void lv(int v) { (void)v; }
void take_int(int x) { (void)x; }
void take_dir(Dir d) { (void)d; }
void take_fp(float *p) { (void)p; }
#pragma cufe_program void_result
int main() { int status = lv(42); return status; }
#pragma cufe_program scoped_enumerator
int code() { int v = Level::Mid; return v; }
#pragma cufe_program scoped_variable
void f(Level lvl) { int a = lvl; bool b = lvl; double c = lvl; (void)a; (void)b; (void)c; }
#pragma cufe_program number_to_enum
Dir turn(int d) { Dir next = (d + 1) % 4; return next; }
#pragma cufe_program literal_to_enum
void f() { Dir a = 1; const Dir b = 0; (void)a; (void)b; }
#pragma cufe_program other_enum
void f() { Dir a = O1; (void)a; }
#pragma cufe_program void_pointer
void f(void *vp) { float *a = vp; (void)a; }
#pragma cufe_program malloc_result
int main() { int *data = malloc(16 * sizeof(int)); free(data); return 0; }
#pragma cufe_program pointer_to_int
int main(int argc, char **argv) { int n = argv[1]; return n + argc; }
#pragma cufe_program arguments
void f(int i, char **argv, void *vp, Level lvl) { take_int(lvl); take_dir(i); take_fp(vp); take_int(argv[0]); }
#pragma cufe_program assignments
void f(int i, char **argv, void *vp, Level lvl) { Dir a4 = North; float *a7 = 0; int a1 = 0, a9 = 0;
  a4 = i; a7 = vp; a1 = lvl; a9 = argv[1]; (void)a4; (void)a7; (void)a1; (void)a9; }
#pragma cufe_program returns
int r1() { return Level::Mid; }
Dir r2(int d) { return d + 1; }
float *r3(void *p) { return p; }
int r4(char *p) { return p; }
#pragma cufe_program in_template
template <class T> void t1(T t, int i, void *vp) { int x = Level::Mid; Dir d = i; float *f = vp; int y = lv(1); d = i; }
template <class T> Dir t2(int i) { return i; }
#pragma cufe_program kernel_arguments
__global__ void k(float *p, Dir d) { p[0] = d; }
void launch(void *vp, int i) { k<<<1, 1>>>(vp, North); k<<<1, 1>>>(0, i); }
#pragma cufe_program valid_kinds
#include <cstdint>
typedef enum { TA, TB } TE;
enum class Big : long { X = 1 };
void g(Level l) { (void)l; }
int kk(Dir d) { return d; }
Dir mm(Dir d) { return d == North ? East : North; }
Level n2() { return Level::Low; }
bool b1(int *p) { return p; }
template <class T> T conv(int i) { return static_cast<T>(i); }
void f(int i, void *vp, Level lvl, Dir d, float *fp, TE te) {
  Dir a1 = North; Dir a2 = d; Dir a3 = static_cast<Dir>(i); Dir a4 = (Dir)i;
  Level a5 = Level::Mid; Level a6 = lvl; int a7 = static_cast<int>(lvl); int a8 = d; int a9 = North;
  float *a10 = static_cast<float *>(vp); float *a11 = (float *)malloc(4); void *a12 = fp; const void *a13 = vp;
  bool a14 = fp; uintptr_t a15 = (uintptr_t)fp; long a16 = fp - fp; TE a17 = TA; TE a18 = te;
  g(lvl); take_dir(d); take_dir(North); g(Level::Low); a1 = a2; a5 = a6; a8 = a1; a10 = fp;
  Dir a19{}; Level a20{}; Big a21{1}; int a22 = (int)Level::Mid; unsigned a23 = East;
  double a24 = North; char *a25 = nullptr; int *a26 = 0; void (*fn)(Dir) = take_dir; fn(d);
  auto a27 = conv<Dir>(1); Dir a28 = conv<Dir>(2); int a29 = kk(d) + mm(d);
  (void)a3; (void)a4; (void)a7; (void)a9; (void)a11; (void)a12; (void)a13; (void)a14; (void)a15; (void)a16;
  (void)a17; (void)a18; (void)a19; (void)a20; (void)a21; (void)a22; (void)a23; (void)a24; (void)a25; (void)a26; (void)a27;
  (void)a28; (void)a29; (void)n2; (void)b1; }
#pragma cufe_program null_pointer_for_number
int find() { return nullptr; }
void f() { int x = nullptr; take_int(nullptr); x = nullptr; bool b = nullptr; (void)b; }
#pragma cufe_program number_returned_for_pointer
float *g(int i) { return i; }
int *g3(long l) { return l; }
float *g2() { return 0; }
