// Explicit instantiations no instance of their function template matches
// (493 "no instance of function template "f" matches the specified
// type", at the name): more template arguments than parameters, a string
// literal where a value goes, a number where a type goes, parameter lists
// of other lengths, a parameter type that certainly differs (the explicit
// keyword type arguments in place).  From probes of cudafe++.
// (the lines before the first program are part of every program)
template <typename T, int U = 4> __global__ void scale(T *data, T factor, int n) { }
template <typename T> void plain(T a) { }
template <typename T> T twice(T a) { return a + a; }
template <class A, class B> void pair(A a, B *b) { }
#pragma cufe_program i01
template __global__ void scale<float, 4>(float *, float, int);
template __global__ void scale<double>(double *, double, int);
#pragma cufe_program i02
template __global__ void scale<float, "s">(float *, float, int);
#pragma cufe_program i03
template __global__ void scale<double, 2>(double *, double);
#pragma cufe_program i04
template __global__ void scale<int>(int *, int, int, int);
#pragma cufe_program i05
template void plain<int>(int, int);
#pragma cufe_program i06
template void plain<int>(float);
#pragma cufe_program i07
template void plain(char);
template void plain<long>(long);
#pragma cufe_program i08
template int twice<int>(int);
template float twice(float);
#pragma cufe_program i09
template void pair<int, float>(int, float *);
template void pair<int, float>(int, double *);
#pragma cufe_program i10
template void plain<int, int>(int);
#pragma cufe_program i11
template void plain<3>(int);
