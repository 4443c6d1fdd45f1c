// OPTIONS:
// OPTIONS: --rvalue_ctor_is_copy_ctor
// OPTIONS: --rvalue_ctor_is_not_copy_ctor
// --rvalue_ctor_is_copy_ctor: whether a constructor taking an rvalue
// reference counts as a copy constructor (suppressing the implicit one);
// no effect in nvcc's modes.
struct R { R(); R(R &&); };
R mk();
R r1 = mk();
struct S { S(); S(S &&); S(const S &); };
S s0;
S s1 = s0;
