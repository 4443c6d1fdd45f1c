// --exc_spec_in_func_type: only how cudafe++ spells the host file changes
// (--no_exc_spec_in_func_type writes a converted function name in
// parentheses); the compiled object is the same.
// OPTIONS:
// OPTIONS: --exc_spec_in_func_type
// OPTIONS: --no_exc_spec_in_func_type
// The option: noexcept as part of the function type (C++17); no diagnostic
// changes.
void fx() noexcept;
void fy();
void (*pf)() = fx;
void (*pg)() noexcept = fx;
template<class T> struct Is { static const int v = 0; };
template<> struct Is<void (*)() noexcept> { static const int v = 1; };
void over(void (*)()); void over2(void (*)() noexcept);
void u() { over(fx); over(fy); over2(fx); }
