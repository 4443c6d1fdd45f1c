/* Interfaces between the lexer's parts: the re2c scanner
 * (grammar/lexer.re -> src/generated/lexer.c), the literal checks
 * (lex_literals.c) and the rest (lexer_core.c).  Not for other modules. */
#ifndef CUFE_LEXER_PRIVATE_H
#define CUFE_LEXER_PRIVATE_H

#include "lex/lexer.h"

/* Scan the token at lx->cur into *t, skipping the gap before it and
 * applying the directives in that gap (generated/lexer.c). */
void lex_scan(struct lexer *lx, struct token *t);

/* The directive line starting with `#` at hash (only blanks before it on
 * its line).  Returns where scanning goes on: the newline ending the
 * directive (not consumed) or the end of the input.  Line markers set
 * lx->file and lx->line so that the next line gets the marker's number.
 * A #pragma that stays a token is stored in *t (kind TOK_PRAGMA; line,
 * column and file set) and *is_token set. */
const char *lex_directive(struct lexer *lx, const char *hash, struct token *t, bool *is_token);

/* Report a diagnostic at byte `at`, which is in the current physical line
 * (lx->line, lx->line_start); arg is its one fill-in or NULL. */
void lex_report(struct lexer *lx, enum diag_id id, const char *at, const char *arg);
/* The same with a caller-chosen default severity. */
void lex_report_sev(struct lexer *lx, enum diag_id id, enum severity sev, const char *at);
/* The same at a byte of an earlier physical line (line, line_start). */
void lex_report_in(struct lexer *lx, enum diag_id id, uint32_t line, const char *line_start,
                   const char *at);

/* Account for the newlines in [from, to): lx->line and lx->line_start. */
void lex_count_lines(struct lexer *lx, const char *from, const char *to);

/* Literals (lex_literals.c).  Each returns the end of the token and sets
 * *kind; *error is set when a lexical error was reported in it.
 *
 * lex_number: s..end is a pp-number ([lex.ppnumber]) the scanner matched;
 * classifies it (integer / floating, user-defined suffix or not) and
 * checks it.  The token may end elsewhere: a digit separator that is not
 * followed by a digit is taken into the number (as cudafe++ does), and
 * where digit separators are not enabled a `'` ends the number. */
const char *lex_number(struct lexer *lx, const char *s, const char *end, enum tok_kind *kind,
                       bool *error);
/* A character (quote '\'') or string ('"') literal starting at s, whose
 * body starts at body (after the quote). */
const char *lex_quoted(struct lexer *lx, const char *s, const char *body, char quote,
                       enum tok_kind *kind, bool *error);
/* A raw string literal starting at s; body is after `R"`.  May span lines
 * (lx->line is updated). */
const char *lex_raw_string(struct lexer *lx, const char *s, const char *body,
                           enum tok_kind *kind, bool *error);
/* An identifier the scanner matched at s..end containing `$`, a UCN
 * or UTF-8: checks each character (C++11 Annex E), possibly ending the
 * token earlier; a token that cannot start an identifier is TOK_UNKNOWN. */
const char *lex_identifier_ext(struct lexer *lx, const char *s, const char *end,
                               enum tok_kind *kind, bool *error);

/* --no_old_id_chars: whether code point cp (from U+0080) may begin an
 * identifier (XID_Start) / appear in one (XID_Continue, ZWNJ, ZWJ), as
 * cudafe++ 13.0 has them (lex_xid.c). */
bool lex_xid_start(uint32_t cp);
bool lex_xid_continue(uint32_t cp);

/* Decode one UTF-8 sequence at p (before end): its code point and length,
 * or length 0 when the bytes are not well-formed UTF-8. */

#endif
