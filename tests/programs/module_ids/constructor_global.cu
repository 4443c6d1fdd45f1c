// A user-provided constructor: the variable is the entity
struct R { R(); int x; };
R r;
int main() { return r.x; }
