"""Reader for the plain-text tables in tables/ (format: tables/README).

Every generator goes through read_table(), so every table gets the same
checks and the same `file:line: message` errors.  Standard library only.
"""

import os
import re
import sys


class TableError(Exception):
    """A malformed table: carries the `file:line: message` text."""


class Field(str):
    """A field's text; `literal` is set for `\\-`, a real dash (not empty)."""
    literal = False


def _field(text):
    if text == '\\-':
        f = Field('-')
        f.literal = True
        return f
    return Field(text)


def is_empty(value):
    """True for the `-` that means empty (not for an escaped dash)."""
    return value == '-' and not getattr(value, 'literal', False)


class Row:
    """One table row: fields by column name, plus where it came from."""

    def __init__(self, path, line, fields):
        self.path = path
        self.line = line
        self.fields = fields

    def __getitem__(self, key):
        return self.fields[key]

    def get(self, key):
        """The field, or None when it is `-` (empty)."""
        value = self.fields[key]
        return None if is_empty(value) else value

    def error(self, message):
        return TableError('%s:%d: %s' % (self.path, self.line, message))


def _split(text):
    """Split a row on unescaped `|`, undoing the `\\|` and `\\\\` escapes.

    A field written exactly `\\-` stays as is here; _field() makes it a dash."""
    fields, cur, i = [], [], 0
    while i < len(text):
        ch = text[i]
        if ch == '\\' and i + 1 < len(text) and text[i + 1] in '|\\':
            cur.append(text[i + 1])
            i += 2
            continue
        if ch == '|':
            fields.append(''.join(cur).strip())
            cur = []
        else:
            cur.append(ch)
        i += 1
    fields.append(''.join(cur).strip())
    return fields


def read_table(path, columns, required=(), unique=(), choices=None):
    """Read a table and check it.

    columns:  the exact column names the header must declare, in order.
    required: columns that may not be `-`.
    unique:   columns (or tuples of columns sharing one namespace) whose
              non-empty values must be distinct.
    choices:  {column: predicate or set} restricting the values.
    Returns the list of Rows in file order.
    """
    rows, header = [], None
    seen = {}
    display = os.path.relpath(path) if not os.path.isabs(path) else path
    with open(path, encoding='utf-8') as f:
        for lineno, raw in enumerate(f, 1):
            line = raw.rstrip('\n')
            stripped = line.strip()
            if not stripped or stripped.startswith('#'):
                continue
            if header is None:
                if not stripped.startswith('%'):
                    raise TableError('%s:%d: expected the `%%col | col ...` header line'
                                     % (display, lineno))
                header = [c.strip() for c in stripped[1:].split('|')]
                if header != list(columns):
                    raise TableError('%s:%d: header declares columns %s, expected %s'
                                     % (display, lineno, ' | '.join(header),
                                        ' | '.join(columns)))
                continue
            fields = _split(line)
            if len(fields) != len(columns):
                raise TableError('%s:%d: %d fields, expected %d (%s)'
                                 % (display, lineno, len(fields), len(columns),
                                    ' | '.join(columns)))
            row = Row(display, lineno, dict(zip(columns, map(_field, fields))))
            for col in columns:
                if row[col] == '':
                    raise row.error('empty field "%s" (write - for none)' % col)
            for col in required:
                if is_empty(row[col]):
                    raise row.error('required field "%s" is missing' % col)
            for col, allowed in (choices or {}).items():
                value = row[col]
                ok = allowed(value) if callable(allowed) else value in allowed
                if not ok:
                    raise row.error('invalid %s "%s"' % (col, value))
            for group in unique:
                cols = group if isinstance(group, tuple) else (group,)
                space = seen.setdefault(cols, {})
                for col in cols:
                    value = row[col]
                    if is_empty(value):
                        continue
                    if value in space:
                        raise row.error('duplicate %s "%s" (first at line %d)'
                                        % (col, value, space[value]))
                    space[value] = lineno
            rows.append(row)
    if header is None:
        raise TableError('%s:1: no header line' % display)
    return rows


def c_string(text):
    """A C string literal for text (ASCII-safe, deterministic)."""
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch in '"\\':
            out.append('\\' + ch)
        elif ch == '\n':
            out.append('\\n')
        elif ch == '\t':
            out.append('\\t')
        elif 32 <= code < 127:
            out.append(ch)
        else:
            for byte in ch.encode('utf-8'):
                out.append('\\%03o' % byte)
    out.append('"')
    return ''.join(out)


def c_ident(text):
    """A C identifier fragment for a spelling: `c++17` -> `cxx17`."""
    text = text.replace('++', 'xx').replace('+', 'x')
    return re.sub(r'[^A-Za-z0-9_]', '_', text)


def banner(generator, sources, comment='/*', end=' */'):
    """The first line(s) of every generated file."""
    srcs = ', '.join(sources)
    return ('%s Generated by %s from %s. Do not edit: change the table and '
            'rebuild.%s\n' % (comment, generator, srcs, end))


def write_output(path, text):
    """Write atomically, and only when the content changed (keeps mtimes)."""
    if path == '-':
        sys.stdout.write(text)
        return
    try:
        with open(path, encoding='utf-8') as f:
            if f.read() == text:
                # Touch so make sees the target as up to date.
                os.utime(path, None)
                return
    except OSError:
        pass
    if os.path.dirname(path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + '.tmp'
    with open(tmp, 'w', encoding='utf-8', newline='\n') as f:
        f.write(text)
    os.replace(tmp, path)


def main_wrapper(fn):
    """Run a generator's main, turning TableError into `file:line:` + exit 1."""
    try:
        fn()
    except TableError as err:
        sys.stderr.write('%s\n' % err)
        sys.exit(1)
