// Found by running cufe (its sanitizer build too) over real translation
// units (CUDA samples, llm.c, thrust examples) next to cudafe++ 13.0.
// (the lines before the first program are part of every program)
#pragma cufe_program extern_c_const_declared
// scan_common.h: extern "C" const uint X; declares X (no 257); the
// braced form defines it (257, as cudafe++)
typedef unsigned int uint;
extern "C" const uint MAX_BATCH_ELEMENTS;
extern "C" const int D1, E1;
extern "C++" const int C1;
extern "C" { const int B1; }
#pragma cufe_program array_of_class_braced
// an array of a class initialized by a braced list: UBSan read
// arith_infos[ARITH_NONE] (aggregates.c) on most CUDA samples
struct P { int x; float y; };
P points[2] = { { 1, 2.0f }, { 3, 4.0f } };
const P fixed[] = { { 5, 6.0f } };
int main() { P local[2] = { { 1, 1.0f } }; return local[0].x + points[1].x + fixed[0].x; }
