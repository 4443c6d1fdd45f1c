// An extern declaration is no definition: main is the entity
struct R { R(); int x; };
extern R r;
int main() { return r.x; }
