// --concepts / --no_concepts: whether concept and requires are keywords
// (default: from C++20).  --concepts enables concept definitions in C++17,
// --no_concepts disables them in C++20.
// OPTIONS:
// OPTIONS: --concepts
// OPTIONS: --no_concepts
// OPTIONS: --c++20
// OPTIONS: --c++20 --no_concepts
template <class T> concept C = sizeof(T) > 1;
