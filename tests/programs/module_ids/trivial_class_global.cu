// A class with a trivial default constructor defined without an initializer: no entity (main is)
struct P { int x; };
P p;
int main() { return p.x; }
