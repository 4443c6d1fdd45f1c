// Long lifetime temporaries (--long_lifetime_temps, implied by --cfront_2.1
// and --cfront_3.0) are refused in C++11 or later; the last of
// --long_lifetime_temps / --short_lifetime_temps wins; C++03 accepts them.
// OPTIONS:
// OPTIONS: --long_lifetime_temps
// OPTIONS: --short_lifetime_temps
// OPTIONS: --long_lifetime_temps --short_lifetime_temps
// OPTIONS: --short_lifetime_temps --long_lifetime_temps
// OPTIONS: --c++20 --long_lifetime_temps
// OPTIONS: --c++03 --long_lifetime_temps
struct T { int v; T(int x) : v(x) {} };
int get(const T &t) { return t.v; }
int main() { return get(T(0)); }
