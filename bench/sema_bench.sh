#!/bin/sh
# make bench: the semantic core on three generated shapes that once made it
# quadratic (a fact about a class or a function found again, from tokens,
# at every use):
#   getters    one class with N data members and N const getters
#              (`int getK() const { return mK; }`), a function calling
#              b.getK() N times through a `const Big &b`
#   redecls    N redeclarations of `int f(int); int g(int);`, their
#              definitions, a function calling f and g alternately N times
#   friends    a class with a private member and N friend declarations
#              `friend int peekK(const Priv &);`, then N definitions
#              `int peekK(const Priv &p) { return p.secret; }`
# N doubles from 2000 to 16000.  cufe writes the whole host file with
# nvcc's command line; cudafe++ runs the same.  The CPU each added unit of
# N costs must stay flat as N grows (linear work); the CPU ratio's target
# is 0.3.  Best of 3 runs each.  Environment: CUFE, top_srcdir, top_builddir, NVCC (as make
# bench sets).
. "$top_srcdir/tests/scripts/lib.sh"
skip() { echo "semantic-core bench skipped: $*"; exit 0; }
need_nvcc
[ -x /usr/bin/time ] || skip "GNU time (/usr/bin/time) not installed"
scratch

# gen SHAPE N: the program
gen() {
  awk -v shape="$1" -v n="$2" 'BEGIN {
    print "// generated: " shape ", N = " n
    if (shape == "getters") {
      print "struct Big {"
      for (i = 0; i < n; i++) print "  int m" i ";"
      for (i = 0; i < n; i++) print "  int get" i "() const { return m" i "; }"
      print "};"
      print "int sum(const Big &b) {"
      print "  int s = 0;"
      for (i = 0; i < n; i++) print "  s += b.get" i "();"
      print "  return s;"
      print "}"
    } else if (shape == "redecls") {
      for (i = 0; i < n; i++) { print "int f(int);"; print "int g(int);" }
      print "int f(int x) { return x + 1; }"
      print "int g(int x) { return x - 1; }"
      print "int use(int x) {"
      for (i = 0; i < n; i++) print "  x = " (i % 2 ? "g" : "f") "(x);"
      print "  return x;"
      print "}"
    } else {
      print "class Priv {"
      print "  int secret;"
      print "public:"
      print "  Priv() : secret(0) {}"
      for (i = 0; i < n; i++) print "  friend int peek" i "(const Priv &);"
      print "};"
      for (i = 0; i < n; i++) print "int peek" i "(const Priv &p) { return p.secret; }"
    }
  }'
}

# measure DIR TOOL: "cpu_seconds" (best of 3)
measure() {
  best=""
  for run in 1 2 3; do
    # shellcheck disable=SC2046
    ( cd "$1" && /usr/bin/time -f '%U %S' -o "$SCRATCH/time.txt" \
        "$2" $(cat cudafe.args) > /dev/null 2>&1 )
    t=$(awk '{ printf "%.3f", $1 + $2 }' "$SCRATCH/time.txt")
    if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t; fi
  done
  echo "$best"
}

# Each line: the CPU of both and, from the line before, the CPU each
# added unit of N cost (the runtime headers' fixed cost left out): flat
# as N doubles = linear.
for shape in getters redecls friends; do
  echo "$shape:"
  printf '  %-6s | %8s %9s | %8s %9s | %6s\n' N "cufe s" "us/added" "cudafe s" "us/added" ratio
  prev=""
  for n in 2000 4000 8000 16000; do
    mkdir -p "$SCRATCH/src"
    gen "$shape" "$n" > "$SCRATCH/src/$shape$n.cu"
    nvcc_prepare "$SCRATCH/src/$shape$n.cu" "$SCRATCH/$shape$n" ||
      { echo "  $n: nvcc preprocessing failed"; prev=""; continue; }
    new=$(measure "$SCRATCH/$shape$n" "$CUFE")
    ref=$(measure "$SCRATCH/$shape$n" "$CUDAFE")
    echo "$n $new $ref $prev" | awk '{
      if (NF == 6) {
        a = sprintf("%9.1f", 1e6 * ($2 - $5) / ($1 - $4))
        b = sprintf("%9.1f", 1e6 * ($3 - $6) / ($1 - $4))
      } else { a = sprintf("%9s", "-"); b = a }
      printf "  %-6d | %8.3f %s | %8.3f %s | %6.2f\n", $1, $2, a, $3, b, ($3 > 0 ? $2 / $3 : 0) }'
    prev="$n $new $ref"
  done
done
echo "(us/added: CPU per unit of N added since the line before; flat = linear.  ratio: cufe's CPU"
echo " over cudafe++'s; target <= 0.3)"
