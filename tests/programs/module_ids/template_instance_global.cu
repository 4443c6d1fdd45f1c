// A class template instance with a constructor: the variable is the entity
template <class T> struct W { W() {} T t; };
W<int> w;
int main() { return w.t; }
