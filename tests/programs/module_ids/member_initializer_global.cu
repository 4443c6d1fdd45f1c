// A default member initializer makes default-initialization run code: the variable is the entity
struct Q { int x = 1; };
Q q;
int main() { return q.x; }
