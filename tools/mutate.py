#!/usr/bin/env python3
"""One-token mutation test of cufe against cudafe++ (make mutate).

usage: mutate.py CUFE CUDAFE N SEED DIR...

Each DIR is an nvcc_prepare entry (X.cpp4.ii and cudafe.args: nvcc's own
host preprocessing of a program and cudafe++'s arguments).  N mutants are
made, spread over the DIRs, each one edit of the program's own lines (the
lines the .ii takes from X.cu, not from headers):

  rename    a name use gets one letter more (an undeclared name)
  dropargs  a call loses its last argument
  addarg    a call gets one more argument
  string    a number literal becomes a string literal
  member    the name after . or -> gets one letter more
  semi      a ; is deleted
  const     a local declaration gets const (its later writes fail)

Both tools run on each mutant with nvcc's arguments (no outputs written);
printed: how often the exit codes agree, the first error line, the whole
stderr, and every mutant where cufe reports an error cudafe++ does not
(a false error: must be none), exits differently, or exits alike with
another first error.  With MUTATE_DIFFS=FILE in the environment, every
mutant whose stderr differs in any way is written to FILE with a diff of
the two (for finding what the whole-stderr rate misses).  Deterministic
for a SEED.  Standard library only.
"""

import difflib
import os
import random
import re
import subprocess
import sys
import tempfile

IDENT = re.compile(r'\b([A-Za-z_][A-Za-z0-9_]*)\b')
KEYWORDS = set('''alignas alignof asm auto bool break case catch char char16_t char32_t class
const constexpr const_cast continue decltype default delete do double dynamic_cast else enum
explicit export extern false float for friend goto if inline int long mutable namespace new
noexcept nullptr operator private protected public register reinterpret_cast return short
signed sizeof static static_assert static_cast struct switch template this thread_local throw
true try typedef typeid typename union unsigned using virtual void volatile wchar_t while
__global__ __device__ __host__ __shared__ __constant__ __managed__ __attribute__ main
include define'''.split())


def own_lines(ii, base):
    """Indices of the .ii lines that come from the program itself."""
    lines = ii.split('\n')
    own, cur = [], None
    for i, l in enumerate(lines):
        m = re.match(r'^# (\d+) "([^"]*)"', l)
        if m:
            cur = os.path.basename(m.group(2))
            continue
        if cur == base and l.strip() and not l.lstrip().startswith('#'):
            own.append(i)
    return lines, own


def mutate_line(kind, line, rng):
    """The mutated line, or None when the kind does not apply to it."""
    if kind == 'rename':
        names = [m for m in IDENT.finditer(line) if m.group(1) not in KEYWORDS
                 and not m.group(1).startswith('__')]
        if not names:
            return None
        m = rng.choice(names)
        return line[:m.end()] + 'q' + line[m.end():]
    if kind in ('dropargs', 'addarg'):
        calls = [m for m in re.finditer(r'\b[A-Za-z_]\w*\s*\(([^()]*)\)', line)
                 if m.group(0).split('(')[0].strip() not in KEYWORDS]
        if not calls:
            return None
        m = rng.choice(calls)
        args = m.group(1)
        if kind == 'addarg':
            new = args + (', 1' if args.strip() else '1')
        else:
            if not args.strip():
                return None
            parts = args.split(',')
            new = ','.join(parts[:-1])
        return line[:m.start(1)] + new + line[m.end(1):]
    if kind == 'string':
        nums = list(re.finditer(r'(?<![\w.])\d+(?![\w.])', line))
        if not nums:
            return None
        m = rng.choice(nums)
        return line[:m.start()] + '"s"' + line[m.end():]
    if kind == 'member':
        mem = list(re.finditer(r'(\.|->)\s*([A-Za-z_]\w*)', line))
        if not mem:
            return None
        m = rng.choice(mem)
        return line[:m.end(2)] + 'q' + line[m.end(2):]
    if kind == 'semi':
        semis = [i for i, c in enumerate(line) if c == ';']
        if not semis:
            return None
        i = rng.choice(semis)
        return line[:i] + line[i + 1:]
    if kind == 'const':
        m = re.match(r'^(\s*)(int|float|double|unsigned|size_t|long|char|bool)\b', line)
        if not m or '(' in line.split('=')[0]:
            return None
        return line[:m.start(2)] + 'const ' + line[m.start(2):]
    return None


KINDS = ['rename', 'dropargs', 'addarg', 'string', 'member', 'semi', 'const']


def run(tool, args, ii, cwd):
    argv = [tool] + [a for a in args[:-1]] + ['--no_code_gen', ii]
    p = subprocess.run(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       timeout=300)
    return p.returncode, p.stderr.decode('utf-8', 'replace')


def first_error(err):
    for l in err.split('\n'):
        if ': error' in l or 'catastrophic' in l.lower():
            return l
    return ''


def main():
    cufe, cudafe, n, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    dirs = sys.argv[5:]
    rng = random.Random(seed)
    progs = []
    for d in dirs:
        iis = [f for f in os.listdir(d) if f.endswith('.cpp4.ii')]
        if not iis or not os.path.exists(os.path.join(d, 'cudafe.args')):
            continue
        ii = open(os.path.join(d, iis[0]), encoding='utf-8', errors='replace').read()
        args = open(os.path.join(d, 'cudafe.args')).read().split('\n')
        args = [a for a in args if a]
        base = iis[0][:-len('.cpp4.ii')] + '.cu'
        lines, own = own_lines(ii, base)
        if own:
            progs.append((d, iis[0], args, lines, own))
    if not progs:
        print('mutate: no programs')
        return 1
    work = tempfile.mkdtemp(prefix='cufe-mutate.')
    stats = dict(n=0, rc=0, first=0, whole=0)
    false_errors, rc_diff, first_diff = [], [], []
    diffs = open(os.environ['MUTATE_DIFFS'], 'w') if os.environ.get('MUTATE_DIFFS') else None
    tries = 0
    while stats['n'] < n and tries < 50 * n:
        tries += 1
        d, iiname, args, lines, own = rng.choice(progs)
        kind = rng.choice(KINDS)
        i = rng.choice(own)
        new = mutate_line(kind, lines[i], rng)
        if new is None or new == lines[i]:
            continue
        mutant = lines[:i] + [new] + lines[i + 1:]
        path = os.path.join(work, iiname)
        with open(path, 'w', encoding='utf-8') as f:
            f.write('\n'.join(mutant))
        rr, re_ = run(cudafe, args, path, work)
        nr, ne = run(cufe, args, path, work)
        stats['n'] += 1
        stats['rc'] += rr == nr
        stats['first'] += first_error(re_) == first_error(ne)
        stats['whole'] += re_ == ne
        label = '%s:%d %s: %s' % (os.path.basename(d), i + 1, kind, new.strip()[:100])
        if diffs and re_ != ne:
            diffs.write('=== %s (cudafe++ %d, cufe %d)\n' % (label, rr, nr))
            diffs.writelines(l + '\n' for l in list(difflib.unified_diff(
                re_.splitlines(), ne.splitlines(), 'cudafe++', 'cufe', n=1, lineterm=''))[2:60])
        if nr != 0 and rr == 0:
            false_errors.append(label + '\n    cufe: ' + first_error(ne)[:160])
        elif nr != rr:
            rc_diff.append('%s (cudafe++ %d, cufe %d)\n    cudafe++: %s' % (
                label, rr, nr, first_error(re_)[:160]))
        elif first_error(re_) != first_error(ne):
            first_diff.append('%s\n    cudafe++: %s\n    cufe:     %s' % (
                label, first_error(re_)[:160], first_error(ne)[:160]))
    k = stats['n']
    print('mutants: %d (seed %d, %d programs)' % (k, seed, len(progs)))
    for key, what in (('rc', 'exit codes agree'), ('first', 'first error line agrees'),
                      ('whole', 'whole stderr agrees')):
        print('  %-24s %4d / %d = %5.1f%%' % (what, stats[key], k, 100.0 * stats[key] / max(k, 1)))
    print('false errors (cufe rejects, cudafe++ accepts): %d' % len(false_errors))
    for l in false_errors:
        print('  ' + l)
    print('other exit-code differences: %d' % len(rc_diff))
    for l in rc_diff[:60]:
        print('  ' + l)
    print('same exit code, other first error: %d' % len(first_diff))
    for l in first_diff[:40]:
        print('  ' + l)
    return 1 if false_errors else 0


if __name__ == '__main__':
    sys.exit(main())
