// A class with a virtual function: the variable is the entity
struct V { virtual int f() { return 1; } };
V v;
int main() { return v.f(); }
