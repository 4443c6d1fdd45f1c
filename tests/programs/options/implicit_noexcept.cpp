// --no_implicit_noexcept: a destructor declared without an exception
// specification is not implicitly noexcept (nor a deallocation function),
// so one overriding a virtual destructor declared noexcept (or throw()) is
// 766 at its `~`.  cufe judges classes of the global namespace with one such
// direct base; noexcept(...) of destructor calls and delete expressions
// (cudafe++: false with the option) is not evaluated.
// OPTIONS:
// OPTIONS: --implicit_noexcept
// OPTIONS: --no_implicit_noexcept
struct B { virtual ~B() noexcept; };
struct D1 : B { ~D1(); };
struct D2 : B { ~D2() {} };
struct D3 : B { ~D3() = default; };
struct D4 : B { int x; };
struct D5 : B { virtual ~D5(); };
struct D6 : B { ~D6() noexcept; };
struct B2 { virtual ~B2(); };
struct E1 : B2 { ~E1(); };
struct B3 { virtual ~B3() throw(); };
struct E2 : B3 { ~E2(); };
struct B4 { virtual ~B4() {} };
struct E3 : B4 { ~E3(); };
struct B5 { ~B5() noexcept; };
struct E4 : B5 { ~E4(); };
struct B6 { virtual ~B6() noexcept(true); };
struct E5 : B6 { ~E5() throw(); };
struct E6 : B6 { ~E6(); };
