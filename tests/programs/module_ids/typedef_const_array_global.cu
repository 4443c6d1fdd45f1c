// A typedef of const makes the array const (internal linkage): main is the entity
typedef const char CT;
CT arr[2] = { 1, 2 };
int main() { return arr[0]; }
