// OPTIONS:
// OPTIONS: --implicit_extern_c_type_conversion
// OPTIONS: --no_implicit_extern_c_type_conversion
// --implicit_extern_c_type_conversion: conversions between pointers to
// extern "C" and extern "C++" functions; no effect in nvcc's modes.
extern "C" typedef void (*cfp)(int);
typedef void (*cppfp)(int);
void cppf(int);
extern "C" void cf(int);
cfp a = cppf;
cppfp b = cf;
void take(cfp);
void u() { take(cppf); take(&cf); }
cfp c = (cfp)cppf;
