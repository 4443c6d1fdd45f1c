#!/usr/bin/env python3
"""tables/tokens + tables/keywords -> the lexer's generated sources.

usage: gen_tokens.py def      TOKENS KEYWORDS OUT   (src/generated/tokens.def)
       gen_tokens.py grammar  TOKENS KEYWORDS OUT   (src/generated/token_grammar.def)
       gen_tokens.py keywords TOKENS KEYWORDS OUT   (src/generated/keywords.def)
       gen_tokens.py re2c     TOKENS KEYWORDS OUT   (src/generated/lexer_rules.re)

tokens.def      TOKEN(name, spelling, class) per row of tables/tokens, in
                table order: the enum tok_kind and the name/spelling tables.
token_grammar.def  TOKEN_GRAMMAR(name, gram, flags, arity) per row: the
                grammar token the parser's token filter hands on for the
                kind (the grammar column's category: built-in type, cv-
                qualifier, simple decl-specifier, type trait), its flags
                (a decl-specifier only a declaration has; a revertible
                type-transform keyword; a trait keyword clang mode
                reverts after `struct`) and a trait's operand count.
keywords.def    the keyword recogniser's data: every identifier-like
                spelling of tables/keywords with its token kind and gate,
                and a static open-addressing hash table over them.
                Hash (keyword_hash(), the same in src/lex/lexer_core.c): a few
                bytes, not all, so that most identifiers, which are not
                keywords, cost little: the length, the last two bytes, the
                middle byte and byte 2, each times a constant, xor-ed
                (32-bit); then h ^= h >> 15; slot = h & (KEYWORD_SLOTS - 1);
                collisions probe linearly.
lexer_rules.re  two re2c rules blocks for grammar/lexer.re:
                `punctuators`: one rule per punctuator spelling of
                tables/tokens and per keyword spelling that is not an
                identifier (the digraphs);
                `keywords`: one rule per identifier-like keyword spelling,
                giving its index in keywords.def, so that the scanner's DFA
                recognises keywords while it scans the identifier (the gate
                is then tested on the entry).  The hash table serves the
                other lookups (lexer_keyword()).

Gates (tables/README, keywords): `all`, or atoms that must all hold:
c cxx c99 c11 c23 cxx11 cxx14 cxx17 cxx20 cxx23 gnu clang msvc alttok cuda,
the option atoms (namespaces rtti restrict wchar_t_keyword explicit typename nullptr
char8_t concepts type_traits_helpers nonstd_gnu_keywords thread_local_storage
uliterals utf8_char_literals digit_separators anachronisms), `!atom` for a
negation, `gnu_version>=N` and `clang_version>=N`; up to two such
conjunctions separated by `or` (the spelling is a keyword when either
holds).  An atom is the bit LANG_<ATOM> of struct lang_mode
(src/driver/lang.h).
"""

import re
import sys

import tablelib

TOKEN_COLUMNS = ('name', 'spelling', 'class', 'grammar', 'help')
KEYWORD_COLUMNS = ('spelling', 'token', 'gate', 'help')
CLASSES = {'special', 'literal', 'punct', 'keyword'}
# The grammar column: at most one category (the grammar token the filter
# hands the parser instead of the kind's own) and any flags.
GRAMMAR_CATEGORIES = {'builtin_type': 'BUILTIN_TYPE', 'cv': 'CV',
                      'simple_declspec': 'SIMPLE_DECLSPEC', 'type_trait': 'TYPE_TRAIT'}
GRAMMAR_FLAGS = {'decl_only': 'TOKG_DECL_ONLY', 'transform': 'TOKG_TRANSFORM',
                 'clang_revertible': 'TOKG_CLANG_REVERTIBLE'}
TRAIT_ARITIES = {'1': '1', '2': '2', 'n': '-1'}
ATOMS = ('c', 'cxx', 'c99', 'c11', 'c23', 'cxx11', 'cxx14', 'cxx17', 'cxx20',
         'cxx23', 'gnu', 'clang', 'msvc', 'alttok', 'cuda',
         # option atoms: the option's state (given, else its default in the mode)
         'namespaces', 'rtti',
         'restrict', 'wchar_t_keyword', 'explicit', 'typename', 'nullptr', 'char8_t',
         'concepts', 'type_traits_helpers', 'nonstd_gnu_keywords', 'thread_local_storage',
         'uliterals', 'utf8_char_literals', 'digit_separators', 'anachronisms')
IDENT = re.compile(r'^[A-Za-z_][A-Za-z0-9_]*$')
GNU_VERSION = re.compile(r'^gnu_version>=([0-9]+)$')
CLANG_VERSION = re.compile(r'^clang_version>=([0-9]+)$')
MAX_ALTERNATIVES = 2
SLOTS = 1024


def read_tokens(path):
    rows = tablelib.read_table(
        path, TOKEN_COLUMNS, required=('name', 'class', 'help'), unique=('name',),
        choices={'name': lambda v: IDENT.match(v) is not None, 'class': CLASSES})
    if not rows or rows[0]['name'] != 'EOF':
        raise tablelib.TableError('%s:1: the first token kind must be EOF' % path)
    spellings = {}
    for row in rows:
        sp = row.get('spelling')
        if row['class'] == 'punct':
            if sp is None:
                raise row.error('punctuator "%s" needs a spelling' % row['name'])
            if sp in spellings:
                raise row.error('duplicate spelling "%s" (first at line %d)'
                                % (sp, spellings[sp]))
            spellings[sp] = row.line
        elif sp is not None:
            raise row.error('only punctuators have a spelling')
        parse_grammar(row)
    return rows


def parse_grammar(row):
    """Sets row.gram = (grammar token, flags, trait arity) from the
    grammar column."""
    category, flags, arity = None, [], '0'
    for word in (row.get('grammar') or '').split():
        name, _, arg = word.partition(':')
        if name in GRAMMAR_CATEGORIES:
            if category:
                raise row.error('two grammar categories ("%s" and "%s")' % (category, name))
            category = name
            if name == 'type_trait':
                if arg not in TRAIT_ARITIES:
                    raise row.error('type_trait needs an arity: type_trait:1, :2 or :n')
                arity = TRAIT_ARITIES[arg]
            elif arg:
                raise row.error('"%s" takes no argument' % name)
        elif name in GRAMMAR_FLAGS and not arg:
            flags.append(GRAMMAR_FLAGS[name])
        else:
            raise row.error('unknown grammar word "%s" (categories: %s; flags: %s)' % (
                word, ', '.join(sorted(GRAMMAR_CATEGORIES)), ', '.join(sorted(GRAMMAR_FLAGS))))
    if category and row['class'] != 'keyword':
        raise row.error('only keywords have a grammar category')
    row.gram = (GRAMMAR_CATEGORIES[category] if category else row['name'],
                   '|'.join(flags) or '0', arity)


def parse_gate(row):
    """The gate's alternatives: a list of (required atoms, forbidden atoms,
    minimum gnu_version, minimum clang_version), one per conjunction."""
    gate = row['gate']
    if gate == 'all':
        return [([], [], 0, 0)]
    alternatives = []
    for conj in gate.split(' or '):
        required, forbidden, min_gnu, min_clang = [], [], 0, 0
        if not conj.split():
            raise row.error('gate "%s" has an empty alternative' % gate)
        for atom in conj.split():
            m = GNU_VERSION.match(atom)
            if m:
                min_gnu = max(min_gnu, int(m.group(1)))
                continue
            m = CLANG_VERSION.match(atom)
            if m:
                min_clang = max(min_clang, int(m.group(1)))
                continue
            neg = atom.startswith('!')
            name = atom[1:] if neg else atom
            if name not in ATOMS:
                raise row.error('unknown gate atom "%s" (known: all, %s, !atom, gnu_version>=N, '
                                'clang_version>=N)' % (atom, ' '.join(ATOMS)))
            (forbidden if neg else required).append(name)
        if set(required) & set(forbidden):
            raise row.error('gate "%s" can never hold' % gate)
        alternatives.append((required, forbidden, min_gnu, min_clang))
    if len(alternatives) > MAX_ALTERNATIVES:
        raise row.error('gate "%s" has more than %d alternatives' % (gate, MAX_ALTERNATIVES))
    return alternatives


def read_keywords(path, tokens):
    kinds = {row['name'] for row in tokens}
    rows = tablelib.read_table(
        path, KEYWORD_COLUMNS, required=('spelling', 'token', 'gate'), unique=('spelling',))
    for row in rows:
        if row['token'] not in kinds:
            raise row.error('unknown token kind "%s"' % row['token'])
        if not IDENT.match(row['spelling']) and not re.match(r'^[!-~]+$', row['spelling']):
            raise row.error('spelling "%s" is neither an identifier nor punctuation'
                            % row['spelling'])
        parse_gate(row)
    return rows


def keyword_hash(s):
    """src/lex/lexer_core.c keyword_hash(), for spellings of 2 bytes or more."""
    n = len(s)
    m = 0xffffffff
    h = ((n * 0x9E3779B1) & m) ^ (((s[n - 1] | s[n - 2] << 8) * 0x85EBCA77) & m) \
        ^ ((s[n // 2] * 0xC2B2AE3D) & m) ^ ((s[2 if n > 2 else 0] * 0x27D4EB2F) & m)
    return h ^ (h >> 15)


def mask(atoms):
    return '|'.join('LANG_' + a.upper() for a in atoms) if atoms else '0'


def gen_def(tokens, sources):
    out = [tablelib.banner('gen/gen_tokens.py', sources)]
    out.append('/* TOKEN(name, spelling, class): enum tok_kind is TOK_<name>, in this order. */\n')
    for row in tokens:
        sp = row.get('spelling')
        out.append('TOKEN(%s, %s, TOKCLASS_%s)\n' % (
            row['name'], tablelib.c_string(sp) if sp is not None else 'NULL', row['class']))
    out.append('#undef TOKEN\n')
    return ''.join(out)


def gen_grammar(tokens, sources):
    out = [tablelib.banner('gen/gen_tokens.py', sources)]
    out.append('/* TOKEN_GRAMMAR(name, gram, flags, arity): the token filter hands the\n'
               ' * grammar P_<gram> for TOK_<name> (its own kind unless the grammar column\n'
               ' * names a category); flags are TOKG_*; arity is a type trait\'s operand\n'
               ' * count (-1: variadic, 0: not a trait). */\n')
    for row in tokens:
        out.append('TOKEN_GRAMMAR(%s, %s, %s, %s)\n' % ((row['name'],) + row.gram))
    out.append('#undef TOKEN_GRAMMAR\n')
    return ''.join(out)


def gen_keywords(keywords, sources):
    words = [row for row in keywords if IDENT.match(row['spelling'])]
    if len(words) * 2 > SLOTS:
        raise tablelib.TableError('%s: too many keywords for %d hash slots' % (sources[1], SLOTS))
    slots = [0] * SLOTS
    for i, row in enumerate(words):
        if len(row['spelling']) < 2:
            raise row.error('a keyword needs at least 2 characters (the lexer skips shorter ones)')
        s = keyword_hash(row['spelling'].encode('ascii')) & (SLOTS - 1)
        while slots[s]:
            s = (s + 1) & (SLOTS - 1)
        slots[s] = i + 1
    out = [tablelib.banner('gen/gen_tokens.py', sources)]
    out.append('/* The keyword recogniser (see gen/gen_tokens.py): spellings with their\n'
               ' * token kind and gate, and an open-addressing hash table of entry\n'
               ' * index + 1 (0 = empty slot).  Included by src/lex/lexer_core.c only. */\n')
    out.append('#define KEYWORD_SLOTS %d\n' % SLOTS)
    out.append('#define KEYWORD_MAX_LEN %d\n' % max(len(r['spelling']) for r in words))
    out.append('#define KEYWORD_COUNT %d\n' % len(words))
    out.append('#define KEYWORD_GATES %d\n' % MAX_ALTERNATIVES)
    out.append('/* { spelling, length, kind, number of alternatives, { { atoms required,\n'
               ' *   atoms forbidden, minimum gnu_version, minimum clang_version }, ... } } */\n')
    out.append('static const struct keyword keywords[KEYWORD_COUNT] = {\n')
    for row in words:
        alts = parse_gate(row)
        out.append('    { %s, %d, TOK_%s, %d, { %s } },\n' % (
            tablelib.c_string(row['spelling']), len(row['spelling']), row['token'], len(alts),
            ', '.join('{ %s, %s, %d, %d }' % (mask(req), mask(forb), min_gnu, min_clang)
                      for req, forb, min_gnu, min_clang in alts)))
    out.append('};\n\n')
    out.append('static const unsigned short keyword_slots[KEYWORD_SLOTS] = {\n')
    for i in range(0, SLOTS, 16):
        out.append('    ' + ', '.join('%d' % v for v in slots[i:i + 16]) + ',\n')
    out.append('};\n')
    return ''.join(out)


def re2c_string(text):
    return '"' + text.replace('\\', '\\\\').replace('"', '\\"') + '"'


def gen_re2c(tokens, keywords, sources):
    rules = [(row['spelling'], row['name']) for row in tokens if row['class'] == 'punct']
    seen = {sp for sp, _ in rules}
    for row in keywords:
        sp = row['spelling']
        if IDENT.match(sp):
            continue
        if row['gate'] != 'all':
            raise row.error('a punctuation spelling cannot be gated (the lexer rules are static)')
        if sp in seen:
            raise row.error('spelling "%s" is already a punctuator' % sp)
        seen.add(sp)
        rules.append((sp, row['token']))
    out = [tablelib.banner('gen/gen_tokens.py', sources)]
    out.append('/* Punctuator rules for grammar/lexer.re (`!use:punctuators;`): the\n'
               ' * longest match wins; mode-dependent spellings are fixed up after the\n'
               ' * match (see `punctuator:` in grammar/lexer.re). */\n')
    out.append('/*!rules:re2c:punctuators\n')
    width = max(len(re2c_string(sp)) for sp, _ in rules)
    for sp, name in rules:
        out.append('    %-*s { kind = TOK_%s; goto punctuator; }\n' % (width, re2c_string(sp), name))
    out.append('*/\n\n')
    words = [row for row in keywords if IDENT.match(row['spelling'])]
    out.append('/* Keyword rules: the index of the spelling in keywords[] (keywords.def). */\n')
    out.append('/*!rules:re2c:keywords\n')
    width = max(len(re2c_string(row['spelling'])) for row in words)
    for i, row in enumerate(words):
        out.append('    %-*s { kw = %d; goto keyword; }\n' % (width, re2c_string(row['spelling']), i))
    out.append('*/\n')
    return ''.join(out)


def main():
    if len(sys.argv) != 5 or sys.argv[1] not in ('def', 'grammar', 'keywords', 're2c'):
        sys.stderr.write(__doc__)
        sys.exit(2)
    mode, tokens_path, keywords_path, target = sys.argv[1:]
    tokens = read_tokens(tokens_path)
    keywords = read_keywords(keywords_path, tokens)
    sources = ['tables/tokens', 'tables/keywords']
    if mode == 'def':
        text = gen_def(tokens, sources)
    elif mode == 'grammar':
        text = gen_grammar(tokens, sources)
    elif mode == 'keywords':
        text = gen_keywords(keywords, sources)
    else:
        text = gen_re2c(tokens, keywords, sources)
    tablelib.write_output(target, text)


if __name__ == '__main__':
    tablelib.main_wrapper(main)
