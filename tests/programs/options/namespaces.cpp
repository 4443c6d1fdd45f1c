// --no_namespaces (allowed before C++11: in C++11 or later cudafe++ fails an
// assertion, cufe gives a command-line error, see tests/scripts/cli_errors.sh):
// `namespace` and `using` are no keywords.
// OPTIONS: --c++03 --no_namespaces
// OPTIONS: --c++03 --namespaces --no_namespaces
int namespace = 1;
int using = namespace + 1;
int main() { return using - 2; }
