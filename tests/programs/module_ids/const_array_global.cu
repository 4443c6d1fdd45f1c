// A const array has internal linkage: main is the entity
const char tag[] = { 1, 0 };
const float cf[2] = { 1, 2 };
int main() { return tag[0] + (int)cf[0]; }
