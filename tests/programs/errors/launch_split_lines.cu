// A launch's `<<` and `<` on two lines are not a `<<<` for cudafe++ (blanks on one line are: `k << < 1, 1 >> > ()`), while `>>` and `>` closing it may be: the first launch is well-formed, the second is "expected an expression" at the `<`.
__global__ void kernel(int *d, int n) { if (n) d[0] = n; }

void run(int *d)
{
  kernel <<< 1, 1 >>
    > (d, 1);
  kernel <<
    < 1, 1 >>> (d, 2);
}
