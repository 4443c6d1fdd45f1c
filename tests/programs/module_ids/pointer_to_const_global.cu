// A pointer to const is no const variable: it is the entity
typedef const int CI;
CI *ptr = 0;
int main() { return ptr ? 1 : 0; }
