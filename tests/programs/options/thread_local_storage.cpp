// --thread_local_storage / --no_thread_local_storage: whether __thread is a
// keyword (default: in GNU mode; thread_local stays one).  With
// --no_thread_local_storage it is an undefined identifier.
// OPTIONS:
// OPTIONS: --thread_local_storage
// OPTIONS: --no_thread_local_storage
// OPTIONS: --c++20 --no_thread_local_storage
int f() { int x = __thread; return x; }
