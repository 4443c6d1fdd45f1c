#!/usr/bin/env python3
"""tables/diagnostics (+ tables/diag_tags) -> src/generated/diagnostics.def (X-macro).

usage: gen_diagnostics.py TABLE OUT [TAGS]

TAGS (tables/diag_tags): tags cudafe++ accepts in diagnostic controls whose
diagnostics cufe does not report; emitted as DIAG_TAG(tag, number) lines,
sorted, when the includer defines DIAG_TAG.
"""

import re
import sys

import tablelib

COLUMNS = ('number', 'tag', 'severity', 'test', 'message')
SEVERITIES = ('suppressed', 'note', 'remark', 'warning', 'discretionary_error', 'error',
              'catastrophe', 'command_line_error', 'internal_error')
FILL = re.compile(r'%(\d)\{([a-z]+)\}')
FILL_KINDS = {'name', 'type', 'str', 'num'}
TAG = re.compile(r'^[A-Za-z_][A-Za-z0-9_]*$')
# The test column: the differential comparison that shows the diagnostic
# (tests/scripts/diag_coverage.sh checks it), or `-` (not covered yet).
TEST = re.compile(r'^(cli|diag_diff|attr_subjects|(errors|oracle|suite|options)/[A-Za-z0-9_.-]+)$')
TAG_COLUMNS = ('tag', 'number', 'note')
# Tags of cufe's own rows (placeholders and diagnostics cudafe++ gives no
# tag): not accepted by the diagnostic controls.
OWN_PREFIXES = ('edg_', 'cufe_')
# CUDA diagnostics are numbered from here and displayed as number + 16543.
CUDA_FIRST = 3457
CUDA_DISPLAY_OFFSET = 16543


def check_message(row):
    text = row['message']
    if text.endswith('\\s'):
        text = text[:-2] + ' '
    seen = []
    for m in FILL.finditer(text):
        if m.group(2) not in FILL_KINDS:
            raise row.error('unknown fill-in kind "%s"' % m.group(2))
        seen.append(int(m.group(1)))
    if sorted(set(seen)) != list(range(1, len(set(seen)) + 1)):
        raise row.error('fill-ins must be numbered %1, %2, ... without gaps')
    stray = FILL.sub('', text)
    if re.search(r'%\d', stray):
        raise row.error('fill-in without a {kind}')
    return text, len(set(seen))


def main():
    if len(sys.argv) not in (3, 4):
        sys.stderr.write(__doc__)
        sys.exit(2)
    table, target = sys.argv[1:3]
    tags_table = sys.argv[3] if len(sys.argv) == 4 else None
    rows = tablelib.read_table(
        table, COLUMNS, required=('tag', 'severity', 'message'),
        unique=('number', 'tag'),
        choices={'number': lambda v: v == '-' or v.isdigit(),
                 'tag': lambda v: TAG.match(v) is not None,
                 'severity': set(SEVERITIES),
                 'test': lambda v: v == '-' or TEST.match(v) is not None})
    extra = []
    if tags_table:
        extra = tablelib.read_table(
            tags_table, TAG_COLUMNS, required=('tag',), unique=('tag',),
            choices={'tag': lambda v: TAG.match(v) is not None and not v.startswith(OWN_PREFIXES),
                     'number': lambda v: v == '-' or v.isdigit()})
        known = {r['tag'] for r in rows}
        numbers = {r['number'] for r in rows if r.get('number')}
        for r in extra:
            if r['tag'] in known:
                raise r.error('tag "%s" is a row of tables/diagnostics' % r['tag'])
            if r.get('number') and r['number'] in numbers:
                raise r.error('number %s is a row of tables/diagnostics' % r['number'])
    sources = ['tables/diagnostics'] + (['tables/diag_tags'] if tags_table else [])
    out = [tablelib.banner('gen/gen_diagnostics.py', sources)]
    out.append('/* DIAG(ident, number, display_number, tag, severity, nargs, message) */\n')
    for row in sorted(rows, key=lambda r: r['tag']):
        text, nargs = check_message(row)
        number = int(row['number']) if row.get('number') else -1
        display = number + CUDA_DISPLAY_OFFSET if number >= CUDA_FIRST else number
        out.append('DIAG(%s, %d, %d, %s, SEV_%s, %d, %s)\n' % (
            row['tag'], number, display, tablelib.c_string(row['tag']),
            row['severity'].upper(), nargs, tablelib.c_string(text)))
    out.append('#undef DIAG\n')
    out.append('#ifdef DIAG_TAG\n/* DIAG_TAG(tag, number): accepted by the controls, not reported */\n')
    for row in sorted(extra, key=lambda r: r['tag']):
        out.append('DIAG_TAG(%s, %d)\n' % (tablelib.c_string(row['tag']),
                                           int(row['number']) if row.get('number') else -1))
    out.append('#undef DIAG_TAG\n#endif\n')
    tablelib.write_output(target, ''.join(out))


if __name__ == '__main__':
    tablelib.main_wrapper(main)
