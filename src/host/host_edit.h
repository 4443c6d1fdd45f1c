/* Edits over the input text, and the text they give (host_writer.c).
 *
 * The host file is the input copied through with edits.  An edit
 * replaces a byte range of the input [begin, end) (empty: an insertion)
 * by a sequence of pieces: literal text, or another range of the input,
 * which is itself copied with the edits inside it applied (that is how a
 * launch moves its callee after its configuration).  Edits nest: one
 * lies inside another's range or outside it, never across its border.
 *
 * Line numbers: an edit that adds or drops lines (`#if 0` around a body,
 * a pragma) asks for a resync; after it the writer emits a short line
 * marker (`# N`, which keeps the current file and its system-header
 * flag) so that gcc's diagnostics point at the user's source. */
#ifndef CUFE_HOST_EDIT_H
#define CUFE_HOST_EDIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "lex/lexer.h"
#include "support/parse_arena.h"

struct hpiece {
    const char *text;        /* literal text (NUL-terminated, in the set's arena) */
    uint32_t lo, hi;         /* or, when text is NULL, the input range [lo, hi) */
    struct hpiece *next;
};

struct hedit {
    uint32_t begin, end;     /* the input range replaced */
    uint32_t seq;            /* creation order: insertions at one offset keep it */
    bool active;             /* being written (its pieces may cover its own range) */
    bool resync;             /* a line marker after it ... */
    uint32_t resync_tok;     /* ... for the line of this token (at or after end) */
    struct hpiece *pieces, **tail;
    struct arena *arena;     /* the set's: where its pieces live */
};

struct hedit_set {
    struct lexer *lx;
    const char *text;        /* the input */
    size_t size;
    struct hedit **v;
    size_t n, cap;
    bool sorted;
    struct arena arena;      /* the edits, their pieces and texts: freed at once */
};

void hedit_init(struct hedit_set *s, struct lexer *lx);
void hedit_free(struct hedit_set *s);

/* A new edit replacing [begin, end) with nothing yet; add pieces. */
struct hedit *hedit_new(struct hedit_set *s, uint32_t begin, uint32_t end);
void hedit_text(struct hedit *e, const char *text);
void hedit_textf(struct hedit *e, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void hedit_range(struct hedit *e, uint32_t lo, uint32_t hi);

/* A line marker after e, for the input position at e's end; tok is the
 * index of the first token at or after that position. */
void hedit_resync(struct hedit *e, uint32_t tok);

/* Shorthands: insert text at offset; replace [begin, end) by text. */
struct hedit *hedit_insert(struct hedit_set *s, uint32_t at, const char *text);
struct hedit *hedit_replace(struct hedit_set *s, uint32_t begin, uint32_t end, const char *text);

/* Does an edit replace (or move) the input byte at off? */
bool hedit_covers(const struct hedit_set *s, uint32_t off);

/* Write the whole input with the edits applied. */
void hedit_write(struct hedit_set *s, FILE *out);

#endif
