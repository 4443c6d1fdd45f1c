#!/usr/bin/env python3
"""The type oracle's judge (tests/scripts/type_oracle.sh): g++ says whether
cufe's --decl_types lines name the declared types.

    type_oracle.py PROGRAM.ii DECLS STD [GXX]

For each typed line of DECLS (FILE:LINE:COL<TAB>NAME<TAB>TYPE) a
`static_assert(__is_same(decltype(NAME), TYPE));` goes into a copy of the
preprocessed program where NAME is in scope with that meaning: after the
`;` ending its declaration statement (a declaration that starts its line:
namespace scope or a block), or after the `{` that follows the `)` closing
its parameter list or condition (parameters, `if (T x = ...) {`, range-for
variables).  Anything else is left unplaced.  Asserts go on the line they
follow, so g++'s positions stay those of the original; the copy and the
original are compiled alike (the CUDA headers give g++ errors of their
own: only errors the copy adds count).  A "static assertion failed" is a
disagreement; another new error at an assert is a spelling g++ does not
take there (unchecked).

Prints one line:  seen N typed N placed N agree N unchecked N disagree N
then one line per disagreement, unchecked or unplaced line; exits 1 on a
disagreement.
"""
import re
import subprocess
import sys

MARKER = re.compile(r'#\s*(?:line\s+)?(\d+)\s+"((?:[^"\\]|\\.)*)"')
# what may precede a declaration's name on its line: decl-specifiers and
# declarator operators (no parenthesis, brace, `=`: not a statement's start)
PREFIX = re.compile(r'^[\s\w:<>,*&\[\]]*$')
QUALS = re.compile(r'\s*(?:(?:const|volatile|noexcept|override|final|mutable)\b|&&?|->\s*[\w:<>*& ]+)*\s*')
FOR_INIT = re.compile(r'^.*\bfor\s*\(\s*[\w:<>,*&\s]*$')
ERROR = re.compile(r'^(.*?):(\d+):(\d+): error: (.*)$')


def line_map(lines):
    """main file name, presumed line -> physical index, and back."""
    main, cur, line = None, None, 1
    phys, pres = {}, {}
    for i, text in enumerate(lines):
        m = MARKER.match(text)
        if m:
            line, cur = int(m.group(1)), m.group(2)
            if main is None:
                main = cur
            continue
        if cur == main:
            phys.setdefault(line, i)
            pres[i] = line
        line += 1
    return main, phys, pres


def scan(lines, i, j):
    """From lines[i][j], the end of the declaration: ('stmt', i, j) after
    its `;`, ('paren', i, j) at the `)` closing an enclosing list, None."""
    depth = 0
    quote = None
    while i < len(lines):
        text = lines[i]
        while j < len(text):
            c = text[j]
            if quote:
                if c == '\\':
                    j += 1
                elif c == quote:
                    quote = None
            elif c in '"\'':
                quote = c
            elif c in '([{':
                depth += 1
            elif c in ')]}':
                depth -= 1
                if depth < 0:
                    return ('paren', i, j) if c == ')' else None
            elif c == ';' and depth == 0:
                return ('stmt', i, j)
            j += 1
        i, j = i + 1, 0
        if i < len(lines) and lines[i].startswith('#'):
            return None   # a directive or line marker between: not placed
    return None


def body_after(lines, i, j):
    """The body's `{` after the `)` at lines[i][j] (qualifiers and line
    breaks between): (line index, column after it), or None."""
    rest, k = lines[i][j + 1:], j + 1
    while True:
        m = QUALS.match(rest)
        n = m.end() if m else 0
        if n < len(rest):
            return (i, k + n + 1) if rest[n] == '{' else None
        i += 1
        if i >= len(lines) or lines[i].startswith('#'):
            return None
        rest, k = lines[i], 0


def place(lines, i, col, name):
    """(line index, column) after which the assert goes, or None."""
    text = lines[i]
    if text[col:col + len(name)] != name:
        return None
    end = scan(lines, i, col + len(name))
    if not end:
        return None
    kind, ei, ej = end
    prefix = text[:col]
    if kind == 'stmt' and FOR_INIT.match(prefix):
        # for (T x = ...; ...; ...) {: in scope in the body
        end = scan(lines, ei, ej + 1)
        while end and end[0] == 'stmt':
            end = scan(lines, end[1], end[2] + 1)
        return body_after(lines, end[1], end[2]) if end else None
    if kind == 'stmt':
        if not PREFIX.match(prefix) or re.search(r'\b(else|do|return|case|goto)\b', prefix):
            return None
        return ei, ej + 1
    # after `)`: parameters, conditions, range-for: the body's `{`
    return body_after(lines, ei, ej)


def errors(path, std, gxx):
    r = subprocess.run([gxx, '-std=' + std, '-fsyntax-only', '-w', '-x', 'c++', path],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       universal_newlines=True, errors='replace')
    out = []
    for text in r.stderr.splitlines():
        m = ERROR.match(text)
        if m:
            out.append((m.group(1), int(m.group(2)), int(m.group(3)), m.group(4)))
    return out


def judge(lines, inserts, records, ii, copy, std, gxx, main_file, prefix=''):
    """Writes the asserts of inserts (line index -> [(column, text,
    record)]) into a copy of the program's lines (prefix before them),
    compiles the copy and the original with g++, and sorts the copy's new
    errors at the records' lines: (records whose assertion failed, records
    with another error)."""
    for i, items in inserts.items():
        text = lines[i]
        # left to right: each assert's columns in the new line (1-based)
        out, last = [], 0
        for j, s, rec in sorted(items, key=lambda x: x[0]):
            out.append(text[last:j])
            start = sum(len(x) for x in out)
            rec['cols'] = list(range(start + 1, start + len(s) + 1))
            out.append(s)
            last = j
        out.append(text[last:])
        lines[i] = ''.join(out)
    with open(copy, 'w', encoding='latin-1') as f:
        f.write(prefix + '\n'.join(lines))
    base = {(e[0], e[1], e[3]) for e in errors(ii, std, gxx)}
    bad, unchecked = set(), set()
    for e in errors(copy, std, gxx):
        if (e[0], e[1], e[3]) in base or e[0] != main_file:
            continue
        here = [r for r in records if r['line'] == e[1]]
        exact = [r for r in here if e[2] in r['cols']] or here
        for r in exact:
            if 'static assertion failed' in e[3] or ('static_assert' in e[3] and 'false' in e[3]):
                bad.add(r['row'])
            else:
                unchecked.add(r['row'])
    return bad, unchecked


def main():
    ii, decls, std = sys.argv[1:4]
    gxx = sys.argv[4] if len(sys.argv) > 4 else 'g++'
    with open(ii, encoding='latin-1') as f:
        lines = f.read().split('\n')
    main_file, phys, pres = line_map(lines)
    seen = typed = 0
    inserts = {}      # line index -> [(column, assert text, record)]
    records = []
    unplaced = []
    with open(decls, encoding='latin-1') as f:
        for row in f:
            row = row.rstrip('\n')
            if not row:
                continue
            seen += 1
            pos, name, type_ = row.split('\t')
            if type_ == '?':
                continue
            typed += 1
            file_, line, col = pos.rsplit(':', 2)
            i = phys.get(int(line))
            at = place(lines, i, int(col) - 1, name) if file_ == main_file and i is not None else None
            if not at:
                unplaced.append(row)
                continue
            spelled = type_.replace('std::nullptr_t', 'decltype(nullptr)')
            rec = {'row': row, 'line': pres.get(at[0]), 'cols': []}
            records.append(rec)
            inserts.setdefault(at[0], []).append(
                (at[1], ' static_assert(__is_same(decltype(%s), %s));' % (name, spelled), rec))
    bad, unchecked = judge(lines, inserts, records, ii, ii + '.oracle.ii', std, gxx, main_file)
    unchecked -= bad
    placed = len(records)
    print('seen %d typed %d placed %d agree %d unchecked %d disagree %d' % (
        seen, typed, placed, placed - len(bad) - len(unchecked), len(unchecked), len(bad)))
    for r in sorted(bad):
        print('DISAGREE\t' + r)
    for r in sorted(unchecked):
        print('UNCHECKED\t' + r)
    for r in unplaced:
        print('UNPLACED\t' + r)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
