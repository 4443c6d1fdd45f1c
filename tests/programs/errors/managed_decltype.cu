// decltype of a __managed__ variable: unparenthesized it is error 3576
// (the host file turns the variable into a pointer); parenthesized, or any
// other use, it is accepted.
__managed__ int mv = 1;

int main()
{
  decltype(mv) a = 0;
  decltype((mv)) b = mv;
  return a + b;
}
