// std::string (a class template instance with constructors): the variable is the entity
#include <string>
std::string s;
int main() { return (int)s.size(); }
