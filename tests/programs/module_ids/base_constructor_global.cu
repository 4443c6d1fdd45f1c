// A base class with a constructor: the variable is the entity
struct B { B(); };
struct D : B { int y; };
D d;
int main() { return d.y; }
