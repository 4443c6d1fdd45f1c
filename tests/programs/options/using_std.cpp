// --using_std / --no_using_std: no implicit using-directive for std in
// nvcc's modes (sx stays undefined either way).
// OPTIONS:
// OPTIONS: --using_std
// OPTIONS: --no_using_std
namespace std { int sx; }
int y = sx;
