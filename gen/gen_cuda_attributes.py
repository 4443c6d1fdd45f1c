#!/usr/bin/env python3
"""tables/cuda_attributes (+ tables/diagnostics) -> the CUDA attribute
descriptors and the rules the generic checker interprets.

usage: gen_cuda_attributes.py def   TABLE DIAGNOSTICS OUT  (src/generated/cuda_attributes.def)
       gen_cuda_attributes.py rules TABLE DIAGNOSTICS OUT  (src/generated/cuda_attr_rules.def)

cuda_attributes.def  CUDA_ATTR(ident, name, kind, category, min_args,
                     max_args, display, host, help) per row.
cuda_attr_rules.def  the checker's data, as C initializers: the rules of
                     each attribute (subject -> allowed, or diagnostics),
                     its exclusions (another attribute on the same
                     declaration -> diagnostics) and its checks (a named
                     predicate the declaration must meet -> diagnostics),
                     each diagnostic with where its caret goes and its
                     fill-ins.  Syntax: tables/README, cuda_attributes.
Every diagnostic tag must be a row of tables/diagnostics, every subject,
predicate and position one of the words below: a wrong row is a
tables/cuda_attributes:LINE: error at build time.
"""

import re
import sys

import tablelib

IDENT = re.compile(r'^[A-Za-z_][A-Za-z0-9_]*$')
ARGS = re.compile(r'^(none|\d+\.\.\d+)$')
COLUMNS = ('name', 'kind', 'code', 'category', 'args', 'display', 'rules', 'excludes',
           'checks', 'host', 'help')
CATEGORIES = {'exec_space', 'mem_space', 'launch_config', 'optimization', 'internal', 'param'}
# What a declaration is, as the checker classifies it (src/parse/cuda_attr_check.c).
# A declaration is of several subjects at once (a member __device__ function
# is fn and fn_member); the rules are tried in order, the first that names
# one of its subjects applies.  param, param_kernel, type and lambda are
# subjects the checker does not classify yet: rules for them document
# cudafe++ and are not applied.
SUBJECTS = ['fn', 'fn_member', 'fn_kernel', 'var', 'var_ns', 'var_local_host',
            'var_local_device', 'var_static_member', 'var_member', 'typedef',
            'param', 'param_kernel', 'type', 'lambda', 'fn_defaulted']
PREDICATES = ['not_operator', 'void_return', 'no_ellipsis', 'no_initializer']
WHERE = {'attr': 'AT_ATTR', 'name': 'AT_NAME', 'second': 'AT_SECOND'}
ARGWORDS = {'disp': 'FILL_DISP', 'storage': 'FILL_STORAGE', 'fname': 'FILL_FNAME'}
DIAG = re.compile(r'^([A-Za-z_][A-Za-z0-9_]*)@([a-z]+)(?:\((.*)\))?$')


def split_top(text, sep):
    """Split on sep outside double quotes and parentheses."""
    parts, cur, depth, quoted = [], [], 0, False
    for ch in text:
        if ch == '"':
            quoted = not quoted
        elif not quoted and ch == '(':
            depth += 1
        elif not quoted and ch == ')':
            depth -= 1
        if ch == sep and not quoted and depth == 0:
            parts.append(''.join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if ''.join(cur).strip():
        parts.append(''.join(cur).strip())
    return parts


def parse_diags(row, text, tags):
    """'TAG@where(args) TAG@where' -> [(tag, where, [(argkind, literal)])]"""
    out = []
    for item in split_top(text, ' '):
        m = DIAG.match(item)
        if not m:
            raise row.error('"%s" is not TAG@POSITION(ARGS)' % item)
        tag, where, args = m.group(1), m.group(2), m.group(3)
        if tag not in tags:
            raise row.error('unknown diagnostic tag "%s" (tables/diagnostics)' % tag)
        if where not in WHERE:
            raise row.error('unknown position "%s" (%s)' % (where, ', '.join(sorted(WHERE))))
        arglist = []
        for a in (split_top(args, ',') if args else []):
            if a in ARGWORDS:
                arglist.append((ARGWORDS[a], None))
            elif len(a) >= 2 and a[0] == '"' and a[-1] == '"':
                arglist.append(('FILL_TEXT', a[1:-1]))
            else:
                raise row.error('unknown fill-in "%s" (disp, storage or "text")' % a)
        if len(arglist) > 2:
            raise row.error('at most two fill-ins: %s' % item)
        out.append((tag, where, arglist))
    if not out:
        raise row.error('a rule needs "ok" or diagnostics')
    return out


def parse_list(row, column, words, tags, allow_ok):
    """'KEY: action; KEY: action' -> [(key, None | diags)]"""
    text = row.get(column)
    out = []
    for part in (split_top(text, ';') if text else []):
        key, sep, action = part.partition(':')
        key, action = key.strip(), action.strip()
        if not sep or key not in words:
            raise row.error('%s: "%s" does not start with one of %s followed by ":"'
                            % (column, part, ', '.join(words)))
        if action == 'ok':
            if not allow_ok:
                raise row.error('%s: "ok" only in rules' % column)
            out.append((key, None, False))
            continue
        ignored = action.endswith(' ignored')
        if ignored:
            if not allow_ok:
                raise row.error('%s: "ignored" only in rules' % column)
            action = action[:-len(' ignored')]
        out.append((key, parse_diags(row, action, tags), ignored))
    return out


def read(table, diagnostics):
    tags = {r['tag'] for r in tablelib.read_table(
        diagnostics, ('number', 'tag', 'severity', 'test', 'message'))}
    rows = tablelib.read_table(
        table, COLUMNS, required=('name', 'category', 'args', 'display', 'host', 'help'),
        unique=('name', 'kind', 'code'),
        choices={'name': lambda v: IDENT.match(v) is not None,
                 'kind': lambda v: v == '-' or len(v) == 1,
                 'code': lambda v: v == '-' or v.isdigit(),
                 'category': CATEGORIES,
                 'args': lambda v: ARGS.match(v) is not None,
                 'host': {'strip', 'keep'}})
    names = [r['name'] for r in rows]
    for row in rows:
        row.parsed = dict(
            rules=parse_list(row, 'rules', SUBJECTS + ['*'], tags, True),
            excludes=parse_list(row, 'excludes', names, tags, False),
            checks=parse_list(row, 'checks', PREDICATES, tags, False))
        if any(k == '*' for k, _, _ in row.parsed['rules'][:-1]):
            raise row.error('rules: "*" can only be the last rule')
    return rows


def gen_def(rows):
    out = []
    for row in rows:
        lo = hi = 0
        if row['args'] != 'none':
            lo, hi = (int(x) for x in row['args'].split('..'))
            if lo > hi:
                raise row.error('argument range %s is empty' % row['args'])
        kind = row.get('kind')
        out.append('CUDA_ATTR(%s, %s, %s, CUDA_ATTR_%s, %d, %d, %s, CUDA_HOST_%s, %s)\n' % (
            tablelib.c_ident(row['name']), tablelib.c_string(row['name']),
            "'%s'" % kind.replace('\\', '\\\\').replace("'", "\\'") if kind else '0',
            row['category'], lo, hi, tablelib.c_string(row['display']), row['host'],
            tablelib.c_string(row['help'])))
    out.append('#undef CUDA_ATTR\n')
    return out


def gen_rules(rows):
    diags, entries = [], []
    for row in rows:
        ident = 'CUDA_ATTR_ID_' + tablelib.c_ident(row['name'])
        for section, kind, prefix in (('checks', 'CR_CHECK', 'PRED_'),
                                      ('rules', 'CR_RULE', 'SUBJ_'),
                                      ('excludes', 'CR_EXCLUDE', 'CUDA_ATTR_ID_')):
            for key, action, ignored in row.parsed[section]:
                first = len(diags)
                for tag, where, args in action or []:
                    a = args + [('FILL_NONE', None)] * (2 - len(args))
                    diags.append('    { DIAG_%s, %s, { %s, %s }, { %s, %s } },\n' % (
                        tag, WHERE[where], a[0][0], a[1][0],
                        tablelib.c_string(a[0][1]) if a[0][1] is not None else 'NULL',
                        tablelib.c_string(a[1][1]) if a[1][1] is not None else 'NULL'))
                k = 'SUBJ_any' if key == '*' else prefix + tablelib.c_ident(key)
                entries.append('    { %s, %s, %s, %d, %d, %s },\n' % (
                    ident, kind, k, first, len(diags) - first, 'true' if ignored else 'false'))
    out = ['#ifdef CUDA_RULE_ENUMS\n/* The subjects and predicates the rules name. */\n',
           'enum cuda_subject {\n']
    out += ['    SUBJ_%s,\n' % s for s in SUBJECTS] + ['    SUBJ_any\n};\n']
    out += ['enum cuda_predicate {\n'] + ['    PRED_%s,\n' % p for p in PREDICATES]
    out += ['    PRED__COUNT\n};\n#endif\n\n#ifdef CUDA_RULE_TABLES\n']
    out.append('static const struct cuda_rule_diag cuda_rule_diags[] = {\n')
    out += diags or ['    { 0, AT_ATTR, { FILL_NONE, FILL_NONE }, { NULL, NULL } },\n']
    out.append('};\n\n/* In table order: each attribute\'s checks, then its rules, '
               'then its exclusions (the order of diagnostics at one position). */\n')
    out.append('static const struct cuda_rule cuda_rules[] = {\n')
    out += entries
    out.append('};\n#endif\n')
    return out


def main():
    if len(sys.argv) != 5 or sys.argv[1] not in ('def', 'rules'):
        sys.stderr.write(__doc__)
        sys.exit(2)
    mode, table, diagnostics, target = sys.argv[1:]
    rows = read(table, diagnostics)
    out = [tablelib.banner('gen/gen_cuda_attributes.py',
                           ['tables/cuda_attributes', 'tables/diagnostics'])]
    out += gen_def(rows) if mode == 'def' else gen_rules(rows)
    tablelib.write_output(target, ''.join(out))


if __name__ == '__main__':
    tablelib.main_wrapper(main)
