// Case and default labels where no switch encloses them (121, 122) and a
// switch's second default (124), from sema_check_jump and the switch's
// label walk (stmts.c); labels in blocks, loops and nested switches of a
// switch are valid (Duff's device among them).
#pragma cufe_program case_outside
void f(int x) { case 1: x++; }
#pragma cufe_program default_outside
void f(int x) { default: x++; }
#pragma cufe_program case_after_switch
void f(int x) { switch (x) { case 1: break; } if (x) { case 3: ; } }
#pragma cufe_program case_in_loop
__global__ void k(int x) { while (x) { case 4: break; } }
#pragma cufe_program default_twice
void f(int x) { switch (x) { default: break; case 1: break; default: break; } }
#pragma cufe_program default_twice_in_block
__device__ int f(int x) { switch (x) { case 0: { default: return 1; } default: return 2; } }
#pragma cufe_program valid_nested
void f(int x) { switch (x) { case 1: { case 2: break; } case 3: switch (x) { default: break; } default: break; } }
#pragma cufe_program valid_duff
void copy(char *to, const char *from, int count) { int n = (count + 7) / 8;
  switch (count % 8) { case 0: do { *to++ = *from++; case 7: *to++ = *from++; case 6: *to++ = *from++;
  case 5: *to++ = *from++; case 4: *to++ = *from++; case 3: *to++ = *from++; case 2: *to++ = *from++;
  case 1: *to++ = *from++; } while (--n > 0); } }
#pragma cufe_program valid_lambda_in_switch
void f(int x) { switch (x) { case 1: { auto l = [](int y) { switch (y) { default: return 1; } }; (void)l(1); } break; default: break; } }
