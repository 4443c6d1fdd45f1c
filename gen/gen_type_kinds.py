#!/usr/bin/env python3
"""tables/type_kinds -> src/generated/type_kinds.def (X-macro list).

usage: gen_type_kinds.py TABLE OUT

One line per row, in table order:
  TYPE_KIND(name, fundamental, compound, scalar, arithmetic, reference,
            object, cv, dependent, sugar, TYPE_OVL_<overload>, help)
the yes/no columns as true/false.  Before the rows, TYPE_OVL(name) once per
overload class in first-use order (each macro defined empty unless the
includer defines it, and undefined at the end).  The rows are checked
against [basic.types] so a wrong property fails the build, not a query.
"""

import re
import sys

import tablelib

IDENT = re.compile(r'^[a-z_][a-z0-9_]*$')
FLAGS = ('fundamental', 'compound', 'scalar', 'arithmetic', 'reference', 'object', 'cv',
         'dependent', 'sugar')
COLUMNS = ('name',) + FLAGS + ('overload', 'help')
OVERLOAD = ('arithmetic', 'pointer', 'member_pointer', 'nullptr', 'enum', 'class',
            'reference', 'function', 'array', 'other')


def check(row):
    """The implications [basic.types] makes between the columns."""
    yes = {f: row[f] == 'yes' for f in FLAGS}
    if yes['fundamental'] and yes['compound']:
        raise row.error('a kind is fundamental or compound, not both')
    if yes['arithmetic'] and not yes['scalar']:
        raise row.error('an arithmetic type is scalar ([basic.types.general]/9)')
    if yes['scalar'] and not yes['object']:
        raise row.error('a scalar type is an object type')
    if yes['reference'] and (yes['object'] or yes['cv']):
        raise row.error('a reference is no object type and takes no cv-qualifier')
    if (yes['sugar'] or yes['dependent']) and any(
            yes[f] for f in FLAGS if f not in ('cv', 'sugar', 'dependent')):
        raise row.error('sugar and dependent kinds have no properties of their own')
    if yes['sugar'] and yes['dependent']:
        raise row.error('sugar is not dependent itself (its target may be)')
    if not (yes['fundamental'] or yes['compound'] or yes['sugar'] or yes['dependent']) \
            and row['name'] != 'error':
        raise row.error('a kind is fundamental, compound, dependent or sugar')


def main():
    if len(sys.argv) != 3:
        sys.stderr.write(__doc__)
        sys.exit(2)
    table, target = sys.argv[1:]
    choices = {f: {'yes', 'no'} for f in FLAGS}
    choices['name'] = lambda v: IDENT.match(v) is not None
    choices['overload'] = set(OVERLOAD)
    rows = tablelib.read_table(table, COLUMNS, required=COLUMNS, unique=('name',),
                               choices=choices)
    out = [tablelib.banner('gen/gen_type_kinds.py', ['tables/type_kinds'])]
    out.append('#ifndef TYPE_OVL\n#define TYPE_OVL(name)\n#endif\n')
    out.append('#ifndef TYPE_KIND\n#define TYPE_KIND(name, fundamental, compound, scalar, '
               'arithmetic, reference, object, cv, dependent, sugar, overload, help)\n#endif\n')
    seen = []
    for row in rows:
        check(row)
        if row['overload'] not in seen:
            seen.append(row['overload'])
            out.append('TYPE_OVL(%s)\n' % row['overload'])
    for row in rows:
        flags = ', '.join('true' if row[f] == 'yes' else 'false' for f in FLAGS)
        out.append('TYPE_KIND(%s, %s, TYPE_OVL_%s, %s)\n' % (
            row['name'], flags, row['overload'], tablelib.c_string(row['help'])))
    out.append('#undef TYPE_OVL\n#undef TYPE_KIND\n')
    tablelib.write_output(target, ''.join(out))


if __name__ == '__main__':
    tablelib.main_wrapper(main)
