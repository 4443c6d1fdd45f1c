// A defaulted default constructor is trivial: no entity (main is)
struct E { E() = default; int x; };
E e;
int main() { return e.x; }
