// A variable is declared at the end of its declarator, before its initializer: `int x = sizeof(x);` and `long q(sizeof(q));` use it (no error), a name declared nowhere is still "identifier is undefined".
void run()
{
  int x = sizeof(x);
  long q(sizeof(q));
  if (int z = sizeof(z)) x += z;
  int y = sizeof(y) + not_declared_anywhere;
  (void)q;
  (void)y;
}
