// --cfront_2.1 and --cfront_3.0 imply long lifetime temporaries unless
// --short_lifetime_temps is given: in C++11 or later that is a
// command-line error.
// OPTIONS:
// OPTIONS: --cfront_2.1
// OPTIONS: --cfront_3.0
// OPTIONS: --c++20 --cfront_3.0
// OPTIONS: --cfront_2.1 --short_lifetime_temps
// OPTIONS: --short_lifetime_temps --cfront_3.0
// OPTIONS: --c++03 --cfront_2.1
struct T { int v; T(int x) : v(x) {} };
int get(const T &t) { return t.v; }
int main() { return get(T(0)); }
