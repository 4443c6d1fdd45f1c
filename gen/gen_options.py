#!/usr/bin/env python3
"""tables/options -> src/generated/options.def (X-macro) and man/cufe.1.

usage: gen_options.py def TABLE OUT [DIAGNOSTICS]
       gen_options.py man TABLE OUT

With DIAGNOSTICS (tables/diagnostics), every tag in the check column must
name a diagnostic there.
"""

import re
import sys

import tablelib

COLUMNS = ('name', 'neg', 'short', 'arg', 'default', 'check', 'subsys', 'status', 'id',
           'help')
# check: TAG | TAG:LO..[HI] | TAG:pow2:LO..HI  (see tables/README)
CHECK = re.compile(r'^([A-Za-z_][A-Za-z0-9_]*)(?::(pow2:)?(\d+)\.\.(\d*))?$')
SUBSYSTEMS = {'driver', 'diag', 'lexer', 'preproc', 'parser', 'lang', 'cuda',
              'output', 'il', 'pch', 'modules'}
STATUSES = {'impl', 'accepted', 'ignored', 'cufe', 'rejected'}
# status inert:KEY -- cudafe++ gives the option an effect, but only in a part
# of the front end cufe does not have; KEY says which, and --help and the man
# page show the text (see tables/README).
INERT_REASONS = {
    'c': 'C mode only; cufe compiles CUDA C++ only',
    'preproc': "EDG's own preprocessor only; cufe's input is already "
               'preprocessed by the host compiler',
    'pch': 'precompiled headers, which cufe does not have',
    'modules': 'C++20 and Microsoft modules, which cufe does not have',
    'internal': "EDG's internal configuration or debug tracing, which cufe "
                'does not have',
    'device': 'device code only (the IL cicc compiles), which cufe does not '
              'produce',
    'output': 'an output file cufe does not write',
    'host': 'a host compiler cufe does not emulate (it emulates gcc and clang)',
    'nvcc': 'cudafe++ 13.0 shows no effect for it in the C++ modes nvcc '
            'uses (probes: tests/programs/options)',
    'spelling': 'changes only how cudafe++ spells the declarations it '
                'regenerates in the host file; the compiled host object is '
                'the same',
}


# status accepted:KEY -- what cufe lacks for the option's effect (optional).
ACCEPTED_REASONS = {
    'diag': 'cufe does not report the diagnostics it controls yet',
    'rules': 'cufe does not check the language rules it changes yet',
    'cuda': 'cufe does not check the CUDA rules it changes yet',
    'host': 'cufe does not make the changes it asks for in the host file yet',
}


def valid_status(value):
    if value.startswith('inert:'):
        return value[6:] in INERT_REASONS
    if value.startswith('accepted:'):
        return value[9:] in ACCEPTED_REASONS
    return value in STATUSES


def status_parts(value):
    """(C status name, reason text or None)."""
    if value.startswith('inert:'):
        return 'inert', INERT_REASONS[value[6:]]
    if value.startswith('accepted:'):
        return 'accepted', ACCEPTED_REASONS[value[9:]]
    return value, None
ARG_KINDS = {'none': 'ARG_NONE', 'int': 'ARG_INT', 'string': 'ARG_STRING',
             'path': 'ARG_PATH', 'list': 'ARG_LIST'}
SPELLING = re.compile(r'^[A-Za-z0-9][A-Za-z0-9_+.\-]*$')


def valid_arg(value):
    if value in ARG_KINDS:
        return True
    m = re.match(r'^enum:([A-Za-z0-9_.+-]+(,[A-Za-z0-9_.+-]+)*)$', value)
    return m is not None


def read(path):
    rows = tablelib.read_table(
        path, COLUMNS,
        required=('name', 'arg', 'subsys', 'status', 'help'),
        unique=(('name', 'neg'),),
        choices={
            'name': lambda v: SPELLING.match(v) is not None,
            'neg': lambda v: v == '-' or SPELLING.match(v) is not None,
            'short': lambda v: v == '-' or (len(v) == 1 and v.isprintable() and v not in ' =-'),
            'arg': valid_arg,
            'subsys': SUBSYSTEMS,
            'status': valid_status,
            'id': lambda v: v == '-' or v.isdigit(),
            'check': lambda v: v == '-' or CHECK.match(v) is not None,
        })
    idents, shorts = {}, {}
    for row in rows:
        ident = tablelib.c_ident(row['name'])
        if ident in idents:
            raise row.error('option "%s" maps to the same C name as line %d'
                            % (row['name'], idents[ident]))
        idents[ident] = row.line
        short = row.get('short')
        if short is not None:
            if short in shorts:
                raise row.error('duplicate short "%s" (first at line %d)'
                                % (short, shorts[short]))
            shorts[short] = row.line
        if row.get('neg') and row['arg'] != 'none':
            raise row.error('an option with a value cannot have a neg spelling')
        m = CHECK.match(row['check'])
        if m and m.group(3) is not None and row['arg'] != 'int':
            raise row.error('a range check needs an int option')
        if m and m.group(3) is None and not row['arg'].startswith('enum:'):
            raise row.error('a check without a range needs an enum option')
    return rows


def check_fields(row):
    """(kind, diag tag, lo, hi) for the OPTION macro."""
    m = CHECK.match(row['check'])
    if not m:
        return 'CHECK_NONE', None, '0', '0'
    tag, pow2, lo, hi = m.groups()
    if lo is None:
        return 'CHECK_ENUM', tag, '0', '0'
    return ('CHECK_POW2' if pow2 else 'CHECK_RANGE', tag, lo + 'L',
            (hi + 'L') if hi else 'LONG_MAX')


def check_tags(rows, diagnostics):
    tags = {r['tag'] for r in tablelib.read_table(
        diagnostics, ('number', 'tag', 'severity', 'test', 'message'))}
    for row in rows:
        kind, tag, _, _ = check_fields(row)
        if tag is not None and tag not in tags:
            raise row.error('check names diagnostic "%s", which %s does not have'
                            % (tag, diagnostics))


def gen_def(rows, source):
    out = [tablelib.banner('gen/gen_options.py', [source])]
    out.append('/* OPTION(ident, name, neg, short, arg, choices, default, check, '
               'check_diag, lo, hi, subsys, status, why, id, help) */\n')
    for row in rows:
        arg = row['arg']
        choices = 'NULL'
        if arg.startswith('enum:'):
            choices = tablelib.c_string(arg[5:])
            kind = 'ARG_ENUM'
        else:
            kind = ARG_KINDS[arg]
        neg = row.get('neg')
        short = row.get('short')
        default = row.get('default')
        check, tag, lo, hi = check_fields(row)
        out.append('OPTION(%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, SUBSYS_%s, STATUS_%s, '
                   '%s, %s, %s)\n' % (
            tablelib.c_ident(row['name']),
            tablelib.c_string(row['name']),
            tablelib.c_string(neg) if neg else 'NULL',
            "'%s'" % short.replace('\\', '\\\\').replace("'", "\\'") if short else '0',
            kind, choices,
            tablelib.c_string(default) if default else 'NULL',
            check, ('DIAG_' + tag) if tag else 'DIAG__COUNT', lo, hi,
            row['subsys'], status_parts(row['status'])[0],
            tablelib.c_string(status_parts(row['status'])[1])
            if status_parts(row['status'])[1] else 'NULL',
            row['id'] if row.get('id') else '0',
            tablelib.c_string(row['help'])))
    out.append('#undef OPTION\n')
    return ''.join(out)


def man_escape(text):
    text = text.replace('\\', '\\e').replace('-', '\\-')
    if text.startswith('.') or text.startswith("'"):
        text = '\\&' + text
    return text


def arg_placeholder(arg):
    if arg == 'none':
        return ''
    if arg.startswith('enum:'):
        return '=' + '|'.join(arg[5:].split(','))
    return {'int': '=N', 'string': '=TEXT', 'path': '=FILE', 'list': '=LIST'}[arg]


def gen_man(rows, source):
    out = [tablelib.banner('gen/gen_options.py', [source], comment='.\\"', end='')]
    out.append('.TH CUFE 1 "" "cufe" "User Commands"\n')
    out.append('.SH NAME\ncufe \\- table\\-driven CUDA C++ front end, a drop\\-in for cudafe++\n')
    out.append('.SH SYNOPSIS\n.B cufe\n[\\fIoptions\\fR] \\fIinput.ii\\fR\n')
    out.append('.SH DESCRIPTION\n'
               '.B cufe\nreads the host\\-preprocessed translation unit that nvcc hands to '
               'cudafe++, checks it as C++ with CUDA extensions, and writes the host C++ '
               'file and the module\\-id file. It accepts cudafe++\'s command line: '
               'options come before the one input file, a value follows \\fB=\\fR or '
               'the next argument, and a unique prefix of a long option is accepted.\n'
               '.PP\nOptions marked \\fI(accepted)\\fR are parsed and recorded '
               'but have no effect yet; \\fI(ignored)\\fR ones are ignored as cudafe++ '
               'ignores them; \\fI(no effect: ...)\\fR ones are parsed and recorded, '
               'and the note says why they have no effect in cufe.\n')
    out.append('.SH OPTIONS\n')
    for row in rows:
        spell = '\\fB\\-\\-%s\\fR%s' % (man_escape(row['name']),
                                      man_escape(arg_placeholder(row['arg'])))
        if row.get('neg'):
            spell += ', \\fB\\-\\-%s\\fR' % man_escape(row['neg'])
        if row.get('short'):
            spell += ', \\fB\\-%s\\fR' % row['short']
        note = ''
        status, why = status_parts(row['status'])
        if status == 'accepted' and why:
            note = ' \\fI(accepted, no effect yet: %s)\\fR' % man_escape(why)
        elif status in ('accepted', 'ignored'):
            note = ' \\fI(%s)\\fR' % status
        elif status == 'rejected':
            note = ' \\fI(rejected as an invalid option, as cudafe++ does)\\fR'
        elif why:
            note = ' \\fI(no effect: %s)\\fR' % man_escape(why)
        if row.get('default'):
            note += ' Default: %s.' % man_escape(row['default'])
        out.append('.TP\n%s\n%s%s\n' % (spell, man_escape(row['help']), note))
    out.append('.SH EXIT STATUS\n'
               '0 on success (warnings allowed), 2 when errors were reported, '
               '4 on a catastrophic or command\\-line error.\n')
    out.append('.SH SEE ALSO\n.BR nvcc (1),\n.BR cufe\\-nvcc (1)\n')
    return ''.join(out)


def main():
    if len(sys.argv) not in (4, 5) or sys.argv[1] not in ('def', 'man'):
        sys.stderr.write(__doc__)
        sys.exit(2)
    mode, table, target = sys.argv[1:4]
    rows = read(table)
    if len(sys.argv) == 5:
        check_tags(rows, sys.argv[4])
    source = 'tables/options'
    text = gen_def(rows, source) if mode == 'def' else gen_man(rows, source)
    tablelib.write_output(target, text)


if __name__ == '__main__':
    tablelib.main_wrapper(main)
