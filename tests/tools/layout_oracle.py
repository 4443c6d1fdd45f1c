#!/usr/bin/env python3
"""The layout oracle's judge (tests/scripts/layout_oracle.sh): g++ says
whether cufe's --class_layouts lines give each class's size, alignment and
field offsets.

    layout_oracle.py PROGRAM.ii LAYOUTS STD [GXX]

Each line of LAYOUTS (FILE:L:C<TAB>CLASS<TAB>SIZE<TAB>ALIGN<TAB>F=OFF,...)
becomes static_asserts appended to a copy of the preprocessed program,
each with a message naming its line and what it checks
(sizeof, alignof, __builtin_offsetof).  g++ compiles the copy: a failed
assertion is a disagreement; another error naming an assert (a class g++
cannot name there) leaves that class unchecked.  The CUDA headers give g++
errors of their own: only the copy's new errors count.

Prints one line:  defined N classes N checks N agree N unchecked N disagree N
(defined: the classes --class_layouts saw, laid out or not)
then one line per disagreement and unchecked check; exits 1 on a
disagreement.
"""
import os
import re
import subprocess
import sys

FAILED = re.compile(r'static assertion failed: cufe_layout_(\d+)')
NAMED = re.compile(r'cufe_layout_(\d+)')


def compile_errors(path, std, gxx):
    r = subprocess.run([gxx, '-std=' + std, '-fsyntax-only', '-w', '-x', 'c++', path],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       universal_newlines=True, errors='replace')
    return r.stderr


def main():
    ii, layouts, std = sys.argv[1:4]
    gxx = sys.argv[4] if len(sys.argv) > 4 else 'g++'
    with open(ii, encoding='latin-1') as f:
        text = f.read()
    checks = []       # (assert text, description)
    classes = defined = 0
    with open(layouts, encoding='latin-1') as f:
        for row in f:
            row = row.rstrip('\n')
            if row.startswith('# classes '):
                defined = int(row.split()[2].rstrip(','))
            if not row or row.startswith('#'):
                continue
            parts = row.split('\t')
            if len(parts) != 5:
                continue
            classes += 1
            _, cls, size, align, fields = parts
            name = cls.replace('std::nullptr_t', 'decltype(nullptr)')
            checks.append(('sizeof(%s) == %s' % (name, size), '%s size %s' % (cls, size)))
            checks.append(('alignof(%s) == %s' % (name, align), '%s align %s' % (cls, align)))
            for item in filter(None, fields.split(',')):
                field, off = item.split('=')
                checks.append(('__builtin_offsetof(%s, %s) == %s' % (name, field, off),
                               '%s.%s offset %s' % (cls, field, off)))
    lines = ['static_assert(%s, "cufe_layout_%d");' % (c, i) for i, (c, _) in enumerate(checks)]
    copy = ii + '.layout_oracle.ii'
    with open(copy, 'w', encoding='latin-1') as f:
        f.write(text + '\n# 1 "cufe_layout_oracle"\n' + '\n'.join(lines) + '\n')
    base = compile_errors(ii, std, gxx)
    out = compile_errors(copy, std, gxx)
    bad, unchecked = set(), set()
    for line in out.splitlines():
        if line in base:
            continue
        m = FAILED.search(line)
        if m:
            bad.add(int(m.group(1)))
            continue
        if line.startswith('cufe_layout_oracle:') and ': error:' in line:
            # an error at an assert's line (1-based after the marker)
            try:
                k = int(line.split(':')[1]) - 1
            except ValueError:
                continue
            if 0 <= k < len(checks):
                unchecked.add(k)
    unchecked -= bad
    print('defined %d classes %d checks %d agree %d unchecked %d disagree %d' % (
        defined, classes, len(checks), len(checks) - len(bad) - len(unchecked), len(unchecked), len(bad)))
    for k in sorted(bad):
        print('DISAGREE\t' + checks[k][1])
    for k in sorted(unchecked):
        print('UNCHECKED\t' + checks[k][1])
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
