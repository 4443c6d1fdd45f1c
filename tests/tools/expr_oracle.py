#!/usr/bin/env python3
"""The expression oracle's judge (tests/scripts/expr_oracle.sh): g++ says
whether cufe's --expr_types lines give each expression's type and value
category.

    expr_oracle.py PROGRAM.ii EXPRS STD [GXX]

For each typed line of EXPRS
(FILE:L:C-L:C<TAB>CATEGORY<TAB>TYPE<TAB>@L:C<TAB>TEXT) a
`static_assert(__is_same(decltype((TEXT)), R));` goes into a copy of the
preprocessed program right after the block item that holds the
expression (the @ position), R being TYPE for a prvalue, TYPE & for an
lvalue, TYPE && for an xvalue (spelled through alias templates, so that
array and function types need no declarator syntax).  Asserts go on the
line they follow, so g++'s positions stay those of the original; the copy
and the original are compiled alike and only the errors the copy adds
count.  A failed assertion is a disagreement; another new error at an
assert (a name the statement itself declared, a launch g++ cannot read)
leaves that expression unchecked.  A category marked `*` (a lambda's
capture by copy inside the expression: decltype((e)) makes it an
unevaluated operand, which names the variable, not the capture) is typed
but not placed.

Prints one line:  seen N typed N placed N agree N unchecked N disagree N
then one line per disagreement and unchecked expression; exits 1 on a
disagreement.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from type_oracle import judge, line_map  # noqa: E402

# alias templates that spell T, T & and T && for any type-id T; the line
# goes before the first line marker, so no presumed line moves
HELPERS = ('template <class T> using cufe_oracle_v = T; '
           'template <class T> using cufe_oracle_l = T &; '
           'template <class T> using cufe_oracle_x = T &&;')
ALIAS = {'prvalue': 'cufe_oracle_v', 'lvalue': 'cufe_oracle_l', 'xvalue': 'cufe_oracle_x'}


def main():
    ii, exprs, std = sys.argv[1:4]
    gxx = sys.argv[4] if len(sys.argv) > 4 else 'g++'
    with open(ii, encoding='latin-1') as f:
        lines = f.read().split('\n')
    main_file, phys, pres = line_map(lines)
    seen = typed = 0
    inserts = {}      # line index -> [(column, assert text, record)]
    records = []
    with open(exprs, encoding='latin-1') as f:
        for row in f:
            row = row.rstrip('\n')
            if not row or row.startswith('#'):
                continue
            parts = row.split('\t', 4)
            if len(parts) != 5:
                continue
            seen += 1
            rng, cat, type_, at, text = parts
            if cat == '?':
                continue
            typed += 1
            if cat.endswith('*'):
                continue   # a capture by copy inside: decltype cannot show it
            file_ = rng.rsplit('-', 1)[0].rsplit(':', 2)[0]
            line, col = (int(v) for v in at[1:].split(':'))
            i = phys.get(line)
            if file_ != main_file or i is None or line == 0:
                continue
            spelled = type_.replace('std::nullptr_t', 'decltype(nullptr)')
            rec = {'row': row, 'line': line, 'cols': []}
            records.append(rec)
            inserts.setdefault(i, []).append(
                (col - 1, ' static_assert(__is_same(decltype((%s)), %s<%s>));' % (
                    text, ALIAS[cat], spelled), rec))
    bad, unchecked = judge(lines, inserts, records, ii, ii + '.expr_oracle.ii', std, gxx,
                           main_file, HELPERS + '\n')
    unchecked -= bad
    placed = len(records)
    print('seen %d typed %d placed %d agree %d unchecked %d disagree %d' % (
        seen, typed, placed, placed - len(bad) - len(unchecked), len(unchecked), len(bad)))
    for r in sorted(bad):
        print('DISAGREE\t' + r)
    for r in sorted(unchecked):
        print('UNCHECKED\t' + r)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
