/* The lexer: the preprocessed input (gcc -E output) -> tokens.
 *
 * Design
 *  - The input is the whole file in memory, NUL-terminated (source.h); the
 *    scanner (grammar/lexer.re, re2c) runs over it in place.
 *  - Tokens are lexed on demand into an append-only store and kept for
 *    the whole compilation: lexer_token(lx, i) is the i-th token (lexing
 *    up to it first), so the parser has unlimited cheap lookahead and
 *    backtracking by index, and the host writer has every token's exact
 *    byte span.  The store is a list of fixed-size chunks: a token's
 *    address never changes, and growth never copies.  Lexing on demand
 *    (rather than all at once) keeps lexical diagnostics in source order
 *    with the parser's, as cudafe++ interleaves them.
 *  - A token is 24 bytes (1.4M tokens, a thrust TU: 34 MB).  It has no
 *    pointer: its text is input[offset, offset + len).
 *  - Round trip: the input is exactly the concatenation of, for each
 *    token, the gap before it and its span; the EOF token ends at the
 *    input's size.  Gaps hold only whitespace, comments, NUL bytes,
 *    backslash-newlines and whole directive lines that are not tokens
 *    (line markers, #line, #ident, consumed #pragma nv_diag_* lines, and
 *    unrecognized directives, which are diagnosed).
 *  - Line markers (`# N "file" flags`, `#line N "file"`) at the start of
 *    any line set the file and line of what follows; flag 3 marks a
 *    system header, flag 4 an implicit extern "C" region.  The file table
 *    has one entry per (name, system, extern "C").
 *  - `#pragma` lines are PRAGMA tokens spanning the line from `#` to its
 *    end (newline excluded).  #pragma nv_diag_suppress|remark|warning|
 *    error|default|once and nv_diagnostic push|pop are consumed: they go
 *    to on_diag_pragma (the diagnostics engine) instead.
 *  - Keywords (tables/keywords) are recognised by the scanner's DFA
 *    (generated rules), gated by the language mode (lang.h); the same
 *    answer is in a generated hash table (lexer_keyword()).  Context-dependent decisions are
 *    the parser's: `>>` is one RSHIFT token (split in template argument
 *    lists), type-transform keywords such as __make_signed (tables/tokens:
 *    "revertible") come out as keywords and may be reverted to identifiers.
 *  - Bad input never stops the lexer: every byte ends up in some token or
 *    gap, with cudafe++'s diagnostic (tables/diagnostics, Lexer section).
 */
#ifndef CUFE_LEXER_H
#define CUFE_LEXER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "diag/diag.h"
#include "driver/lang.h"
#include "lex/source.h"

enum tok_kind {
#define TOKEN(name, spelling, cls) TOK_##name,
#include "generated/tokens.def"
    TOK__COUNT
};

enum tok_class { TOKCLASS_special, TOKCLASS_literal, TOKCLASS_punct, TOKCLASS_keyword };

enum {
    TOKF_SPACE_BEFORE = 1 << 0,  /* a non-empty gap precedes it */
    TOKF_LINE_START = 1 << 1,    /* first token of its physical line */
    TOKF_ERROR = 1 << 2          /* a lexical error was reported in it */
};

struct token {
    uint32_t offset;   /* first byte in the input */
    uint32_t len;      /* length in bytes */
    uint32_t line;     /* presumed line (line markers applied) of its first byte */
    uint32_t col;      /* 1-based byte column of its first byte in the physical line */
    uint16_t kind;     /* enum tok_kind */
    uint16_t file;     /* index into the lexer's file table */
    uint16_t flags;    /* TOKF_* */
};

const char *tok_name(enum tok_kind kind);      /* "IDENTIFIER", "LSHIFT_ASSIGN" */
const char *tok_spelling(enum tok_kind kind);  /* "<<=" for punctuators, else NULL */
enum tok_class tok_class(enum tok_kind kind);

struct lex_file {
    char *name;        /* as the line marker spells it, escapes undone */
    size_t name_len;   /* bytes (a name could hold a NUL byte) */
    bool system;       /* flag 3: a system header */
    bool extern_c;     /* flag 4: implicitly extern "C" */
};

/* #pragma nv_diag_* / nv_diagnostic: args is the text after the pragma
 * name up to the end of the line, loc the position of args[0]. */
typedef void lex_diag_pragma_fn(void *ctx, enum diag_pragma_kind kind, const char *args,
                                size_t len, const struct diag_loc *loc);

#define LEX_CHUNK_BITS 16
#define LEX_CHUNK_SIZE ((size_t)1 << LEX_CHUNK_BITS)

struct lexer {
    const char *text;            /* the input, NUL-terminated */
    size_t size;
    const struct source_file *src;   /* latin1, and the text as read for diagnostics */
    struct lang_mode mode;
    struct diag_engine *d;       /* NULL: report nothing (timing runs) */
    lex_diag_pragma_fn *on_diag_pragma;   /* NULL: such pragmas are dropped */
    void *pragma_ctx;

    struct lex_file *files;      /* index 0 is the input file itself */
    size_t nfiles, files_cap;
    uint32_t *file_index;        /* hash of files: index + 1, 0 empty */
    size_t file_index_cap;

    struct token **chunks;       /* the token store: chunk i holds tokens i << LEX_CHUNK_BITS ... */
    size_t ntokens, nchunks, chunks_cap;
    void **allocs;               /* what the chunks were carved from (freed at the end) */
    size_t nallocs, allocs_cap;
    char *block_next;            /* unused chunks of the last block */
    size_t block_left;
    bool at_eof;                 /* the EOF token is stored */
    bool trigraph_seen;          /* the first trigraph was met (1406 once) */
    unsigned long errors;        /* lexical errors reported */

    /* Scanner state (lexer_core.c, grammar/lexer.re). */
    const char *cur;             /* next byte to scan */
    const char *line_start;      /* first byte of the current physical line */
    uint32_t line;               /* presumed line of the current physical line */
    uint16_t file;               /* current file */
    bool bol;                    /* only gap since the start of the line */

    /* --tokens: the directive lines the lexer consumes (DIRECTIVE tokens,
     * not in the token store), kept only when keep_directives is set. */
    bool keep_directives;
    struct token *directives;
    size_t ndirectives, directives_cap;
};

/* Set up a lexer over src (which must outlive it).  The first file is
 * src->name at line 1.  An input of 4 GiB or more is a catastrophe. */
void lexer_init(struct lexer *lx, const struct source_file *src, const struct lang_mode *mode,
                struct diag_engine *d);
void lexer_free(struct lexer *lx);

const struct token *lexer_token_slow(struct lexer *lx, size_t i);

/* The i-th token (0-based), lexing up to it if needed.  Past the end, the
 * EOF token.  The pointer stays valid until lexer_free. */
static inline const struct token *lexer_token(struct lexer *lx, size_t i)
{
    if (i < lx->ntokens)
        return &lx->chunks[i >> LEX_CHUNK_BITS][i & (LEX_CHUNK_SIZE - 1)];
    return lexer_token_slow(lx, i);
}

/* Lex to the end; returns the number of tokens, EOF included. */
size_t lexer_lex_all(struct lexer *lx);

/* The token closing the bracket ( [ { opened at token i (brackets of all
 * three kinds counted together), or 0 when the input ends first. */
uint32_t lexer_match_bracket(struct lexer *lx, uint32_t i);

static inline const struct lex_file *lexer_file(const struct lexer *lx, unsigned file)
{
    return &lx->files[file];
}

/* The kind of an identifier-like spelling in lx's mode: its keyword kind
 * (tables/keywords, gate applied) or TOK_IDENTIFIER.  The scanner finds
 * keywords in its DFA; this is the same answer from the keyword hash table. */
enum tok_kind lexer_keyword(const struct lexer *lx, const char *s, size_t len);

/* The i-th identifier-like spelling of tables/keywords, NULL past the last. */
const char *lexer_keyword_spelling(size_t i);

/* The token's text (not NUL-terminated: use t->len). */
static inline const char *lexer_text(const struct lexer *lx, const struct token *t)
{
    return lx->text + t->offset;
}

/* A diagnostic position at byte `offset` of the input, which lies in
 * token t (or just after it): t's file, t's line plus the newlines between
 * t's start and offset, the column in that physical line, and the line's
 * text.  offset == t->offset is the token itself. */
void lexer_loc(const struct lexer *lx, const struct token *t, size_t offset,
               struct diag_loc *loc);

/* The physical line holding byte `offset` of text (size bytes): its first
 * byte and its length without the newline. */
void source_line_at(const char *text, size_t size, size_t offset, size_t *start, size_t *len);

/* --tokens: lex everything and print one line per token, EOF included:
 * "<offset> <length> <kind name> <file>:<line>:<col>". */
void lexer_print_tokens(struct lexer *lx, FILE *out);

/* --lex_timing: lex src (without diagnostics) repeatedly for at least
 * min_seconds of CPU time and print the throughput to out. */
void lexer_print_timing(const struct source_file *src, const struct lang_mode *mode,
                        double min_seconds, FILE *out);

#endif
