/* The input buffer: the whole file in memory, NUL-terminated, so the lexer
 * can scan it in place and the host writer can copy spans from it. */
#ifndef CUFE_SOURCE_H
#define CUFE_SOURCE_H

#include <stdbool.h>
#include <stddef.h>

struct source_file {
    const char *name;
    char *text;      /* size bytes plus a terminating NUL sentinel */
    size_t size;
    /* --unicode_source_kind=none on a file without a byte order mark:
     * each byte is one character (Latin-1), none is a UTF-8 sequence. */
    bool latin1;
    /* Phase 1 (source_phase1) may change the text: then orig (orig_size
     * bytes) is the input as it was, which diagnostics show, and from
     * text offset shift_at[i] on (increasing), orig offset = text offset
     * + shift[i]. */
    char *orig;
    size_t orig_size;
    size_t *shift_at;
    long *shift;
    size_t nshifts;
};

/* How a file without a byte order mark is encoded
 * (--unicode_source_kind). */
enum source_encoding { SOURCE_UTF8, SOURCE_UTF16LE, SOURCE_UTF16BE, SOURCE_LATIN1 };

/* Read a file ("-" is standard input).  NULL if it cannot be read, with
 * *err set to the errno value (EISDIR for a directory). */
struct source_file *source_read(const char *path, int *err);

/* cudafe++'s suffix for a file that cannot be opened: "" when it does not
 * exist, ": is a directory", or ": <strerror>" otherwise. */
const char *source_open_error_suffix(int err, char *buf, size_t size);
void source_free(struct source_file *src);

/* Translation phase 1, the characters (as cudafe++ 13.0 reads them,
 * observed): a byte order mark decides the encoding and is dropped (EF BB
 * BF UTF-8, FF FE UTF-16LE, FE FF UTF-16BE; only the first bytes of the
 * file, once), whatever `none_bom` says; without one, `none_bom` does.
 * UTF-16 is turned into UTF-8 (a surrogate that does not pair with the
 * next code unit, which it takes, becomes `?`; an odd last byte and a
 * high surrogate at the end are dropped), so that the rest of cufe sees
 * the same text as for the file in UTF-8.  SOURCE_LATIN1 keeps the bytes
 * and sets src->latin1. */
void source_decode(struct source_file *src, enum source_encoding none_bom);

/* After source_decode: with `trigraphs` (--trigraphs), the nine
 * trigraphs ??= ??( ??/ ??) ??' ??< ??! ??> ??- become # [ \ ] ^ { | } ~
 * everywhere but in raw string literals (where C++11 reverts them); in
 * Latin-1 input, each byte from 0x80 outside string and character
 * literals becomes its character in UTF-8 (so that identifiers are
 * checked and written as for a UTF-8 file; literals keep their bytes).
 * The text as read stays in src->orig. */
void source_phase1(struct source_file *src, bool trigraphs);

/* The offset in the text as read (src->orig) of byte `offset` of
 * src->text: the same without replaced trigraphs. */
size_t source_orig_offset(const struct source_file *src, size_t offset);

#endif
