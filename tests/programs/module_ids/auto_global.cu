// A variable declared auto (a lambda's closure too) is passed over: g is the entity
auto lam = [](int x) { return x; };
auto v = 3;
int g = 1;
int main() { return lam(g) + v; }
