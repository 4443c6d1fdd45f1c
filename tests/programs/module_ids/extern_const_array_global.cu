// An extern const array has external linkage: it is the entity
extern const char t2[] = { 1, 0 };
int main() { return t2[0]; }
