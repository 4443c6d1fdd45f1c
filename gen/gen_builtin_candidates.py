#!/usr/bin/env python3
"""tables/builtin_candidates -> src/generated/builtin_candidates.def (X-macro lists).

usage: gen_builtin_candidates.py TABLE IL_SUBKINDS OUT

First the parameter kinds a candidate names, once each in a fixed order:
  BC_PARAM(name, text)            text as the notes spell it ("<ptrdiff_t>")
then the conditions a candidate can be listed under:
  BC_COND(name)                   always, object_pointer, pointer, enum, member_pointer
then every candidate of every row, in table order:
  BC_FORM(first, second, cond)    second `none` for a one-operand form
then one line per row:
  BC_OPERATOR(op, spelling, form, flags, also, first, count, help)
op the eok_ name without its prefix (checked against tables/il_subkinds),
also the eok_ operation whose operator functions count too, or -1,
form BC_FORM_binary/prefix/postfix/subscript, flags BC_FLAG_none/assign/logical, first
the index of its first BC_FORM, count how many.  Each macro is defined empty
unless the includer defines it, and undefined at the end.
"""

import re
import sys

import tablelib

IDENT = re.compile(r'^[a-z_][a-z0-9_]*$')
COLUMNS = ('operator', 'spelling', 'form', 'flags', 'also', 'candidates', 'help')
# The parameter kinds and how cudafe++'s notes spell them (observed).
PARAMS = (
    ('none', ''),
    ('promoted_arithmetic', '<promoted arithmetic>'),
    ('promoted_integral', '<promoted integral>'),
    ('arithmetic', '<arithmetic>'),
    ('integral', '<integral>'),
    ('non_bool_arithmetic', '<non-bool arithmetic>'),
    ('ptrdiff_t', '<ptrdiff_t>'),
    ('pointer_to_object', '<pointer to object>'),
    ('pointer_to_function', '<pointer to function>'),
    ('pointer', '<pointer>'),
    ('nullptr', '<nullptr>'),
    ('enum', '<enum>'),
    ('pointer_to_member', '<pointer-to-member>'),
    ('bool', '<bool>'),
)
CONDS = ('always', 'object_pointer', 'pointer', 'enum', 'member_pointer')
FORMS = {'binary': 2, 'prefix': 1, 'postfix': 2, 'subscript': 2}
FLAGS = ('assign', 'logical')


def operations(path):
    """The eok_ names of tables/il_subkinds, without the prefix."""
    rows = tablelib.read_table(path, ('family', 'num', 'name', 'token', 'form', 'help'))
    return {r['name'][4:] for r in rows if r['name'].startswith('eok_')}


def candidates(row, arity):
    """The row's candidates as (first, second, cond) tuples."""
    names = {p for p, _ in PARAMS if p != 'none'}
    out = []
    for text in row['candidates'].split(';'):
        words = text.split()
        cond = 'always'
        if len(words) >= 2 and words[-2] == 'if':
            cond = words[-1]
            words = words[:-2]
            if cond not in CONDS or cond == 'always':
                raise row.error('unknown condition "%s"' % cond)
        if len(words) != arity:
            raise row.error('candidate "%s" has %d parameters, a %s operator %d'
                            % (text.strip(), len(words), row['form'], arity))
        for w in words:
            if w not in names:
                raise row.error('unknown parameter kind "%s"' % w)
        if row['form'] == 'postfix' and words[1] != 'integral':
            raise row.error('a postfix candidate\'s second parameter is the int <integral>')
        out.append((words[0], words[1] if arity == 2 else 'none', cond))
    return out


def main():
    if len(sys.argv) != 4:
        sys.stderr.write(__doc__)
        sys.exit(2)
    table, subkinds, target = sys.argv[1:]
    ops = operations(subkinds)
    choices = {
        'operator': lambda v: IDENT.match(v) is not None and v in ops,
        'form': set(FORMS),
        'flags': lambda v: tablelib.is_empty(v) or v in FLAGS,
        'also': lambda v: tablelib.is_empty(v) or v in ops,
    }
    rows = tablelib.read_table(table, COLUMNS, required=('operator', 'spelling', 'form',
                                                        'candidates', 'help'),
                               unique=('operator',), choices=choices)
    out = [tablelib.banner('gen/gen_builtin_candidates.py',
                           ['tables/builtin_candidates', 'tables/il_subkinds'])]
    for macro, params in (('BC_PARAM', 'name, text'), ('BC_COND', 'name'),
                          ('BC_FORM', 'first, second, cond'),
                          ('BC_OPERATOR', 'op, spelling, form, flags, also, first, count, help')):
        out.append('#ifndef %s\n#define %s(%s)\n#endif\n' % (macro, macro, params))
    for name, text in PARAMS:
        out.append('BC_PARAM(%s, %s)\n' % (name, tablelib.c_string(text)))
    for c in CONDS:
        out.append('BC_COND(%s)\n' % c)
    forms, ranges = [], []
    for row in rows:
        cands = candidates(row, FORMS[row['form']])
        ranges.append((len(forms), len(cands)))
        forms.extend(cands)
    for first, second, cond in forms:
        out.append('BC_FORM(%s, %s, %s)\n' % (first, second, cond))
    for row, (first, count) in zip(rows, ranges):
        flags = row.get('flags') or 'none'
        also = 'eok_' + row['also'] if row.get('also') else '-1'
        out.append('BC_OPERATOR(%s, %s, BC_FORM_%s, BC_FLAG_%s, %s, %d, %d, %s)\n' % (
            row['operator'], tablelib.c_string(row['spelling']), row['form'], flags, also,
            first, count, tablelib.c_string(row['help'])))
    out.append('#undef BC_PARAM\n#undef BC_COND\n#undef BC_FORM\n#undef BC_OPERATOR\n')
    tablelib.write_output(target, ''.join(out))


if __name__ == '__main__':
    tablelib.main_wrapper(main)
