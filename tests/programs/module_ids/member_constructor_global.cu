// A member of a class with a constructor: the variable is the entity
struct B { B(); };
struct M { B b; int z; };
M m;
int main() { return m.z; }
