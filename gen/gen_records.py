#!/usr/bin/env python3
"""Simple record tables -> X-macro .def headers.

usage: gen_records.py il_kinds|il_subkinds|sm_features|arithmetic_types|builtin_operators|
                      standard_conversions TABLE OUT

(tables/cuda_attributes has its own generator, gen_cuda_attributes.py.)

Each table becomes one X-macro per row, fields as C literals, in table
order (il_kinds: by number, which the check requires to be 0..N-1;
il_subkinds: one macro per family, IL_TK IL_CK IL_ENK IL_EOK IL_STMK IL_SCK,
and IL_SUBKIND(il_kind, name, num, help) for every row but the operations,
each defined empty unless the includer defines it).
"""

import re
import sys

import tablelib

IDENT = re.compile(r'^[A-Za-z_][A-Za-z0-9_]*$')


def num_or(v, default):
    return v if v != '-' else default


def il_kinds(rows):
    for i, row in enumerate(rows):
        if int(row['num']) != i:
            raise row.error('IL kinds must be numbered 0, 1, ... in order: expected %d' % i)
    return ['IL_KIND(%s, %s, %s, IL_DISPLAY_%s, %s)\n' % (
        row['name'], row['num'], num_or(row['size'], '0'), row['display'],
        tablelib.c_string(row['help'])) for row in rows]


SUBKIND_MACROS = {'type': 'IL_TK', 'constant': 'IL_CK', 'expr': 'IL_ENK',
                  'operation': 'IL_EOK', 'statement': 'IL_STMK', 'scope': 'IL_SCK'}
# the IL kind (tables/il_kinds) each family of sub-kinds belongs to
SUBKIND_IL_KIND = {'type': 'type', 'constant': 'constant', 'expr': 'expr_node',
                   'statement': 'statement', 'scope': 'scope'}


def il_subkinds(rows):
    last = {}
    ops = {}
    out = []
    for fam, macro in SUBKIND_MACROS.items():
        out.append('#ifndef %s\n' % macro)
        args = '(name, tok, form, help)' if fam == 'operation' else '(name, num, help)'
        out.append('#define %s%s\n#endif\n' % (macro, args))
    out.append('#ifndef IL_SUBKIND\n#define IL_SUBKIND(il_kind, name, num, help)\n#endif\n')
    for row in rows:
        fam = row['family']
        if fam == 'operation':
            if row.get('num'):
                raise row.error('operations are numbered by table order: write - for num')
            tok, form = row.get('token'), row.get('form')
            if (tok is None) != (form is None):
                raise row.error('an operation has both a token and a form, or neither')
            if tok:
                if (tok, form) in ops:
                    raise row.error('token %s %s is already operation %s'
                                    % (tok, form, ops[(tok, form)]))
                ops[(tok, form)] = row['name']
            out.append('IL_EOK(%s, TOK_%s, IL_FORM_%s, %s)\n' % (
                row['name'], tok or 'EOF', form or 'none', tablelib.c_string(row['help'])))
            continue
        if row.get('token') or row.get('form'):
            raise row.error('only operations have a token and a form')
        if not row.get('num'):
            raise row.error('required field "num" is missing')
        num = int(row['num'])
        if fam in last and num <= last[fam]:
            raise row.error('%s numbers must increase: %d after %d' % (fam, num, last[fam]))
        last[fam] = num
        out.append('%s(%s, %d, %s)\n' % (SUBKIND_MACROS[fam], row['name'], num,
                                          tablelib.c_string(row['help'])))
        out.append('IL_SUBKIND(%s, %s, %d, %s)\n' % (SUBKIND_IL_KIND[fam], row['name'], num,
                                                     tablelib.c_string(row['help'])))
    for macro in list(SUBKIND_MACROS.values()) + ['IL_SUBKIND']:
        out.append('#undef %s\n' % macro)
    return out


def sm_features(rows):
    out = []
    for row in rows:
        out.append('SM_FEATURE(%s, %s, %s, %s)\n' % (
            row['feature'],
            tablelib.c_string(row['min_arch']) if row.get('min_arch') else 'NULL',
            tablelib.c_string(row['tag']) if row.get('tag') else 'NULL',
            tablelib.c_string(row['message']) if row.get('message') else 'NULL'))
    return out


def arithmetic_types(rows):
    names = [row['name'] for row in rows]
    by_name = {row['name']: row for row in rows}
    out = []
    for row in rows:
        for col in ('promotes', 'counterpart'):
            v = row.get(col)
            if v and v not in names:
                raise row.error('%s: %s is not a row of this table' % (col, v))
        if row.get('promotes'):
            target = by_name[row['promotes']]
            if target.get('promotes') or target['kind'] != row['kind']:
                raise row.error('promotes to %s, which is promoted itself or of another kind'
                                % row['promotes'])
        if row['kind'] == 'float' and (row.get('promotes') or row.get('counterpart')):
            raise row.error('a floating type has no promotion or counterpart here')
        if row['signed'] == 'yes' and row['kind'] == 'integer' and row['name'] != 'bool' \
                and not row.get('counterpart'):
            raise row.error('a signed integer type needs its unsigned counterpart')
        out.append('ARITH_TYPE(%s, %s, %s, ARITH_%s, %s, %s, %s, ARITH_%s, ARITH_%s)\n' % (
            row['name'], tablelib.c_string(row['spelling']), tablelib.c_string(row['display']),
            row['kind'].upper(), row['rank'],
            row['size'], 'true' if row['signed'] == 'yes' else 'false',
            row.get('promotes') or row['name'], row.get('counterpart') or row['name']))
    return out


CONV_WORDS = ('same', 'promoted', 'integer', 'floating', 'bool')
ARITH_NAMES = ('float', 'double', 'long_double')


def standard_conversions(rows):
    out = []
    for row in rows:
        for col in ('from', 'to'):
            v = row[col]
            if v not in CONV_WORDS and v not in ARITH_NAMES:
                raise row.error('%s: %s is not one of %s' % (col, v, ', '.join(CONV_WORDS + ARITH_NAMES)))
        if (row['from'] == 'same') != (row['to'] == 'same'):
            raise row.error('same is on both sides or neither')
        if row['from'] == 'promoted':
            raise row.error('promoted describes the target only')

        def operand(v):
            return 'CONV_%s' % v.upper() if v in CONV_WORDS else 'CONV_TYPE(ARITH_%s)' % v
        out.append('STD_CONV(%s, CONV_RANK_%s, %s, %s)\n' % (
            row['name'], row['rank'].upper(), operand(row['from']), operand(row['to'])))
    return out


OPERAND_CLASSES = ('arithmetic', 'integral', 'pointer')


def builtin_operators(rows):
    out = []
    for row in rows:
        forms = [f.split() for f in row['forms'].split(';')]
        arity = len(forms[0])
        for f in forms:
            if len(f) != arity or arity not in (1, 2):
                raise row.error('every form has the same number of operands, 1 or 2')
            for c in f:
                if c not in OPERAND_CLASSES:
                    raise row.error('operand class %s is not one of %s' % (c, ', '.join(OPERAND_CLASSES)))
        for f in forms:
            out.append('BUILTIN_FORM(eok_%s, OPND_%s, OPND_%s)\n' % (
                row['operator'], f[0], f[1] if arity == 2 else 'none'))
    return out


SPECS = {
    'il_kinds': dict(
        columns=('num', 'name', 'size', 'display', 'help'),
        required=('num', 'name', 'display'), unique=('num', 'name'),
        choices={'num': str.isdigit, 'name': lambda v: IDENT.match(v) is not None,
                 'size': lambda v: v == '-' or v.isdigit(),
                 'display': {'case', 'inline', 'skip'}},
        macro='IL_KIND', emit=il_kinds),
    'il_subkinds': dict(
        columns=('family', 'num', 'name', 'token', 'form', 'help'),
        required=('family', 'name'), unique=('name',),
        choices={'family': set(SUBKIND_MACROS),
                 'num': lambda v: v == '-' or v.isdigit(),
                 'name': lambda v: IDENT.match(v) is not None,
                 'token': lambda v: v == '-' or re.match(r'^[A-Z][A-Z0-9_]*$', v),
                 'form': {'-', 'prefix', 'postfix', 'binary'}},
        macro=None, emit=il_subkinds),
    'sm_features': dict(
        columns=('feature', 'min_arch', 'tag', 'message'),
        required=('feature',), unique=('feature',),
        choices={'feature': lambda v: IDENT.match(v) is not None,
                 'min_arch': lambda v: v == '-' or re.match(r'^[a-z_]+\d+[a-z]?$', v)},
        macro='SM_FEATURE', emit=sm_features),
    'builtin_operators': dict(
        columns=('operator', 'forms', 'help'), required=('operator', 'forms', 'help'),
        unique=('operator',),
        choices={'operator': lambda v: IDENT.match(v) is not None},
        macro='BUILTIN_FORM', emit=builtin_operators),
    'standard_conversions': dict(
        columns=('name', 'rank', 'from', 'to', 'help'),
        required=('name', 'rank', 'from', 'to', 'help'), unique=('name',),
        choices={'name': lambda v: IDENT.match(v) is not None,
                 'rank': {'exact', 'promotion', 'conversion'}},
        macro='STD_CONV', emit=standard_conversions),
    'arithmetic_types': dict(
        columns=('name', 'spelling', 'display', 'kind', 'rank', 'size', 'signed', 'promotes',
                 'counterpart', 'help'),
        required=('name', 'spelling', 'display', 'kind', 'rank', 'size', 'signed', 'help'),
        unique=('name', 'spelling'),
        choices={'name': lambda v: IDENT.match(v) is not None,
                 'spelling': lambda v: re.match(r'^[a-z_0-9]+( [a-z_0-9]+)*$', v) is not None,
                 'kind': {'integer', 'float'}, 'rank': str.isdigit, 'size': str.isdigit,
                 'signed': {'yes', 'no'}},
        macro='ARITH_TYPE', emit=arithmetic_types),
}


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in SPECS:
        sys.stderr.write(__doc__)
        sys.exit(2)
    which, table, target = sys.argv[1:]
    spec = SPECS[which]
    rows = tablelib.read_table(table, spec['columns'], required=spec['required'],
                               unique=spec['unique'], choices=spec['choices'])
    out = [tablelib.banner('gen/gen_records.py', ['tables/' + which])]
    out.extend(spec['emit'](rows))
    if spec['macro']:
        out.append('#undef %s\n' % spec['macro'])
    tablelib.write_output(target, ''.join(out))


if __name__ == '__main__':
    tablelib.main_wrapper(main)
