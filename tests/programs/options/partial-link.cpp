// --partial-link: the host-reference arrays -rdc writes (sections .nvHR*),
// without -rdc: here the device and constant variables host code names.
// OPTIONS:
// OPTIONS: --partial-link
// HOST-GREP: section \(".nvHRDE"\)
// HOST-GREP: ^/\* dv \*/$
// HOST-GREP: ^/\* cv \*/$
// HOST-GREP: ^/\* __nv_static_.*\*sdv \*/$
__attribute__((device)) int dv = 1;
static __attribute__((device)) int sdv = 2;
__attribute__((constant)) int cv = 3;
void h() { int *a = &dv; a = &sdv; (void)a; (void)cv; }
