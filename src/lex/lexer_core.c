/* The lexer around the scanner: token store, file table, directive lines,
 * diagnostic positions, --tokens and --lex_timing.  The scanner and the
 * keyword recogniser are grammar/lexer.re; literal checks lex_literals.c. */
#include "lex/lexer_private.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#include "support/util.h"

/* ------------------------------------------------------------------------
 * Token kinds (tables/tokens)
 * ------------------------------------------------------------------------ */

static const struct {
    const char *name, *spelling;
    enum tok_class cls;
} token_kinds[TOK__COUNT] = {
#define TOKEN(name, spelling, cls) { #name, spelling, cls },
#include "generated/tokens.def"
};

const char *tok_name(enum tok_kind kind)
{
    return (unsigned)kind < TOK__COUNT ? token_kinds[kind].name : "?";
}

const char *tok_spelling(enum tok_kind kind)
{
    return (unsigned)kind < TOK__COUNT ? token_kinds[kind].spelling : NULL;
}

enum tok_class tok_class(enum tok_kind kind)
{
    return (unsigned)kind < TOK__COUNT ? token_kinds[kind].cls : TOKCLASS_special;
}

_Static_assert(sizeof(struct token) <= 24, "a token must stay small: 1.4M of them per TU");
_Static_assert(TOK__COUNT <= UINT16_MAX, "token kinds must fit the token's 16-bit kind");

/* ------------------------------------------------------------------------
 * The file table: one entry per (name, system header, extern "C").
 * ------------------------------------------------------------------------ */

/* File names are long (paths) and every line marker looks one up: hash
 * 8 bytes at a time. */
static uint32_t file_key_hash(const char *name, size_t len, bool system, bool extern_c)
{
    uint64_t h = len ^ (system ? 0x9e3779b97f4a7c15u : 0) ^ (extern_c ? 0xc2b2ae3d27d4eb2fu : 0);
    for (; len >= 8; name += 8, len -= 8) {
        uint64_t w;
        memcpy(&w, name, 8);
        h = (h ^ w) * 0x100000001b3u;
        h ^= h >> 29;
    }
    uint64_t w = 0;
    memcpy(&w, name, len);
    h = (h ^ w) * 0x100000001b3u;
    return (uint32_t)(h ^ (h >> 32));
}

static void file_index_insert(struct lexer *lx, size_t idx)
{
    const struct lex_file *f = &lx->files[idx];
    size_t mask = lx->file_index_cap - 1;
    size_t slot = file_key_hash(f->name, f->name_len, f->system, f->extern_c) & mask;
    while (lx->file_index[slot])
        slot = (slot + 1) & mask;
    lx->file_index[slot] = (uint32_t)idx + 1;
}

/* The index of the file (name[0..len), system, extern_c), added if new.
 * Beyond 65535 distinct files (never seen in practice) the last index is
 * reused, so positions in them show that file's name. */
static uint16_t file_intern(struct lexer *lx, const char *name, size_t len, bool system,
                            bool extern_c)
{
    if (lx->file_index_cap) {
        size_t mask = lx->file_index_cap - 1;
        size_t slot = file_key_hash(name, len, system, extern_c) & mask;
        for (uint32_t e; (e = lx->file_index[slot]) != 0; slot = (slot + 1) & mask) {
            const struct lex_file *f = &lx->files[e - 1];
            if (f->name_len == len && f->system == system && f->extern_c == extern_c &&
                memcmp(f->name, name, len) == 0)
                return (uint16_t)(e - 1);
        }
    }
    if (lx->nfiles >= UINT16_MAX)
        return UINT16_MAX - 1;
    if (lx->nfiles == lx->files_cap) {
        lx->files_cap = lx->files_cap ? 2 * lx->files_cap : 16;
        lx->files = xrealloc(lx->files, lx->files_cap * sizeof *lx->files);
    }
    char *copy = xmalloc(len + 1);
    memcpy(copy, name, len);
    copy[len] = '\0';
    lx->files[lx->nfiles] = (struct lex_file){ copy, len, system, extern_c };
    lx->nfiles++;
    if (2 * lx->nfiles > lx->file_index_cap) {   /* keep the hash at most half full */
        free(lx->file_index);
        lx->file_index_cap = lx->file_index_cap ? 2 * lx->file_index_cap : 64;
        lx->file_index = xcalloc(lx->file_index_cap, sizeof *lx->file_index);
        for (size_t i = 0; i < lx->nfiles; i++)
            file_index_insert(lx, i);
    } else {
        file_index_insert(lx, lx->nfiles - 1);
    }
    return (uint16_t)(lx->nfiles - 1);
}

/* ------------------------------------------------------------------------
 * Setup and the token store
 * ------------------------------------------------------------------------ */

void lexer_init(struct lexer *lx, const struct source_file *src, const struct lang_mode *mode,
                struct diag_engine *d)
{
    memset(lx, 0, sizeof *lx);
    lx->text = src->text;
    lx->size = src->size;
    lx->src = src;
    lx->mode = *mode;
    lx->d = d;
    /* Token offsets and lengths are 32-bit. */
    if (src->size >= UINT32_MAX) {
        if (d)
            diag_simple(d, DIAG_cufe_input_too_large, src->name, NULL, NULL);
        lx->size = 0;
    }
    lx->cur = lx->line_start = lx->text;
    lx->line = 1;
    lx->bol = true;
    lx->file = file_intern(lx, src->name, strlen(src->name), false, false);
}

void lexer_free(struct lexer *lx)
{
    for (size_t i = 0; i < lx->nallocs; i++)
        free(lx->allocs[i]);
    free(lx->allocs);
    free(lx->chunks);
    for (size_t i = 0; i < lx->nfiles; i++)
        free(lx->files[i].name);
    free(lx->files);
    free(lx->file_index);
    free(lx->directives);
    memset(lx, 0, sizeof *lx);
}

static void *remember_alloc(struct lexer *lx, void *p)
{
    if (lx->nallocs == lx->allocs_cap) {
        lx->allocs_cap = lx->allocs_cap ? 2 * lx->allocs_cap : 16;
        lx->allocs = xrealloc(lx->allocs, lx->allocs_cap * sizeof *lx->allocs);
    }
    return lx->allocs[lx->nallocs++] = p;
}

/* Chunks of big inputs come in blocks of LEX_BLOCK_CHUNKS (6 MB), aligned
 * for transparent huge pages: touching a fresh token store page by page
 * costs a page fault per 4 KB, a fifth of the lexer's time on a thrust TU.
 * No input has more tokens than bytes + 1 (every token but EOF has a
 * byte), so a small input, or the tail of one, gets exactly that. */
#define LEX_BLOCK_CHUNKS 4
#define LEX_BLOCK_ALIGN ((size_t)2 << 20)

static struct token *new_chunk(struct lexer *lx)
{
    const size_t chunk_bytes = LEX_CHUNK_SIZE * sizeof(struct token);
    size_t most = lx->size + 1 - (lx->nchunks << LEX_CHUNK_BITS);
    if (lx->block_left == 0 && most < LEX_CHUNK_SIZE)
        return remember_alloc(lx, xmalloc(most * sizeof(struct token)));
    if (lx->block_left == 0) {
        void *block;
        size_t bytes = LEX_BLOCK_CHUNKS * chunk_bytes;
        if (posix_memalign(&block, LEX_BLOCK_ALIGN, bytes) != 0)
            block = xmalloc(bytes);
#ifdef MADV_HUGEPAGE
        madvise(block, bytes, MADV_HUGEPAGE);
#endif
        lx->block_next = remember_alloc(lx, block);
        lx->block_left = LEX_BLOCK_CHUNKS;
    }
    struct token *chunk = (struct token *)(void *)lx->block_next;
    lx->block_next += chunk_bytes;
    lx->block_left--;
    return chunk;
}

/* Trigraphs (??= ??/ ??' ??( ??) ??! ??< ??> ??-) are not replaced
 * unless --trigraphs (source_phase1 replaces them before the lexer
 * runs: none is left to warn about but in raw strings); cudafe++ warns
 * 1406 "support for trigraphs is disabled" at the first one of the
 * translation unit only, wherever it is: in a token (raw strings
 * included), a comment, a directive (observed).  [from, t's end) is the
 * gap before token t and t; `line` and `file` the scanner's position at
 * `from`.  A first one in a gap that holds a directive line
 * (whose position cufe does not keep) or in a system header (not
 * observed) ends the warning silently. */
static void check_trigraph(struct lexer *lx, const struct token *t, const char *from, uint32_t line,
                           uint16_t file)
{
    /* a trigraph starting in [from, end) (it may end after the token) */
    const char *end = lx->text + t->offset + t->len, *text_end = lx->text + lx->size, *q;
    if (end > text_end)
        end = text_end;
    for (q = from; (q = memchr(q, '?', (size_t)(end - q))) != NULL; q++)
        if (q + 2 < text_end && q[1] == '?' && q[2] && strchr("=/'()!<>-", q[2]))
            break;
    if (!q)
        return;
    lx->trigraph_seen = true;
    if (lx->mode.trigraphs)
        return;
    const char *tok = lx->text + t->offset;
    if (q >= tok) {   /* in the token: from its line */
        from = tok;
        line = t->line;
        file = t->file;
    } else {
        /* silent if a line of the gap is a directive ('#' first) */
        bool blank = true;   /* only blanks since the start of the line */
        for (const char *g = from; g > lx->text && g[-1] != '\n'; g--)
            blank &= g[-1] == ' ' || g[-1] == '\t';
        for (const char *g = from; g < tok; g++) {
            if (*g == '#' && blank)
                return;
            blank = *g == '\n' || (blank && (*g == ' ' || *g == '\t'));
        }
    }
    if (lx->files[file].system)
        return;
    /* the line of q, counting newlines from `from` */
    const char *ls = from;
    while (ls > lx->text && ls[-1] != '\n')
        ls--;
    for (const char *g = from; g < q; g++)
        if (*g == '\n') {
            line++;
            ls = g + 1;
        }
    uint16_t saved = lx->file;
    lx->file = file;
    lex_report_in(lx, DIAG_edg_1406, line, ls, q);
    lx->file = saved;
}

static void lex_one(struct lexer *lx)
{
    size_t n = lx->ntokens;
    if ((n >> LEX_CHUNK_BITS) == lx->nchunks) {
        if (lx->nchunks == lx->chunks_cap) {
            lx->chunks_cap = lx->chunks_cap ? 2 * lx->chunks_cap : 16;
            lx->chunks = xrealloc(lx->chunks, lx->chunks_cap * sizeof *lx->chunks);
        }
        struct token *chunk = new_chunk(lx);
        lx->chunks[lx->nchunks++] = chunk;
    }
    struct token *t = &lx->chunks[n >> LEX_CHUNK_BITS][n & (LEX_CHUNK_SIZE - 1)];
    const char *from = lx->cur;
    uint32_t line = lx->line;
    uint16_t file = lx->file;
    lex_scan(lx, t);
    if (!lx->trigraph_seen)
        check_trigraph(lx, t, from, line, file);
    lx->ntokens = n + 1;
    if (t->kind == TOK_EOF)
        lx->at_eof = true;
}

uint32_t lexer_match_bracket(struct lexer *lx, uint32_t i)
{
    int depth = 0;
    for (uint32_t j = i;; j++) {
        int k = lexer_token(lx, j)->kind;
        if (k == TOK_EOF)
            return 0;
        if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE)
            depth++;
        else if ((k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE) && --depth == 0)
            return j;
    }
}

const struct token *lexer_token_slow(struct lexer *lx, size_t i)
{
    while (lx->ntokens <= i && !lx->at_eof)
        lex_one(lx);
    if (i >= lx->ntokens)
        i = lx->ntokens - 1;   /* the EOF token */
    return &lx->chunks[i >> LEX_CHUNK_BITS][i & (LEX_CHUNK_SIZE - 1)];
}

size_t lexer_lex_all(struct lexer *lx)
{
    while (!lx->at_eof)
        lex_one(lx);
    return lx->ntokens;
}

/* ------------------------------------------------------------------------
 * Positions and diagnostics
 * ------------------------------------------------------------------------ */

void source_line_at(const char *text, size_t size, size_t offset, size_t *start, size_t *len)
{
    if (offset > size)
        offset = size;
    size_t s = offset;
    while (s > 0 && text[s - 1] != '\n')
        s--;
    const char *nl = memchr(text + offset, '\n', size - offset);
    *start = s;
    *len = (size_t)((nl ? nl : text + size) - (text + s));
}

/* Byte `offset` of the input as a diagnostic shows it: its column and
 * physical line in the text as read (trigraphs not replaced). */
static void display_pos(const struct lexer *lx, size_t offset, struct diag_loc *loc)
{
    const char *text = lx->text;
    size_t size = lx->size;
    if (lx->src && lx->src->orig) {
        offset = source_orig_offset(lx->src, offset);
        text = lx->src->orig;
        size = lx->src->orig_size;
    }
    size_t start, len;
    source_line_at(text, size, offset, &start, &len);
    loc->column = (unsigned)(offset - start + 1);
    loc->line_text = text + start;
    loc->line_len = len;
    loc->latin1 = lx->src && lx->src->latin1;
}

void lexer_loc(const struct lexer *lx, const struct token *t, size_t offset,
               struct diag_loc *loc)
{
    uint32_t line = t->line;
    for (size_t i = t->offset; i < offset && i < lx->size; i++)
        line += lx->text[i] == '\n';
    *loc = (struct diag_loc){
        .file = lx->files[t->file].name,
        .line = line,
        .offset = offset,
        .system = lx->files[t->file].system,
    };
    display_pos(lx, offset, loc);
}

static void report(struct lexer *lx, enum diag_id id, int sev, uint32_t line,
                   const char *line_start, const char *at, const char *arg)
{
    if (!lx->d)
        return;
    const char *end = lx->text + lx->size;
    const char *nl = memchr(line_start, '\n', (size_t)(end - line_start));
    struct diag_loc loc = {
        .file = lx->files[lx->file].name,
        .line = line,
        .column = (unsigned)(at - line_start + 1),
        .line_text = line_start,
        .line_len = (size_t)((nl ? nl : end) - line_start),
        .latin1 = lx->src && lx->src->latin1,
        .offset = (size_t)(at - lx->text),
        .system = lx->files[lx->file].system,
    };
    if (lx->src && lx->src->orig)
        display_pos(lx, loc.offset, &loc);
    const char *args[1] = { arg };
    if (sev < 0)
        diag_report(lx->d, id, &loc, args);
    else
        diag_report_sev(lx->d, id, (enum severity)sev, &loc, args);
}

void lex_report(struct lexer *lx, enum diag_id id, const char *at, const char *arg)
{
    report(lx, id, -1, lx->line, lx->line_start, at, arg);
}

void lex_report_sev(struct lexer *lx, enum diag_id id, enum severity sev, const char *at)
{
    report(lx, id, (int)sev, lx->line, lx->line_start, at, NULL);
}

void lex_report_in(struct lexer *lx, enum diag_id id, uint32_t line, const char *line_start,
                   const char *at)
{
    report(lx, id, -1, line, line_start, at, NULL);
}

void lex_count_lines(struct lexer *lx, const char *from, const char *to)
{
    for (const char *nl; from < to && (nl = memchr(from, '\n', (size_t)(to - from))) != NULL;
         from = nl + 1) {
        lx->line++;
        lx->line_start = nl + 1;
    }
}

/* ------------------------------------------------------------------------
 * Directive lines.  gcc -E output has line markers, #pragma and #ident;
 * anything else is diagnosed as cudafe++ does for an unknown directive.
 * ------------------------------------------------------------------------ */

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r';
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static bool is_ident_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || is_digit(c) || c == '_' ||
           c == '$';
}

static const char *skip_blanks(const char *p, const char *eol)
{
    while (p < eol && is_blank(*p))
        p++;
    return p;
}

/* The newline ending the directive line that starts at p (a backslash
 * before a newline continues it), or the end of the input. */
static const char *directive_end(const struct lexer *lx, const char *p)
{
    const char *end = lx->text + lx->size;
    for (;;) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        if (!nl)
            return end;
        const char *q = nl;
        if (q > p && q[-1] == '\r')
            q--;
        if (q > p && q[-1] == '\\') {
            p = nl + 1;
            continue;
        }
        return nl;
    }
}

/* The end of a "..." string at p (the opening quote) before eol: the byte
 * after the closing quote, or NULL when it is not closed. */
static const char *quoted_end(const char *p, const char *eol)
{
    for (p++; p < eol; p++) {
        const char *q = memchr(p, '"', (size_t)(eol - p));
        if (!q)
            return NULL;
        const char *bs = memchr(p, '\\', (size_t)(q - p));
        if (!bs)
            return q + 1;
        p = bs + 1;   /* skip the escaped byte, go on after it */
    }
    return NULL;
}

/* A line marker's file name between the quotes q0 and q1 (exclusive),
 * with gcc's escapes undone: \\ \" and octal \ooo. */
static char *unescape_name(const char *q0, const char *q1, size_t *len)
{
    char *name = xmalloc((size_t)(q1 - q0) + 1);
    size_t n = 0;
    for (const char *p = q0; p < q1; p++) {
        if (*p == '\\' && p + 1 < q1) {
            p++;
            if (*p >= '0' && *p <= '7') {
                unsigned v = 0;
                for (int i = 0; i < 3 && p < q1 && *p >= '0' && *p <= '7'; i++, p++)
                    v = v * 8 + (unsigned)(*p - '0');
                p--;
                name[n++] = (char)v;
                continue;
            }
        }
        name[n++] = *p;
    }
    name[n] = '\0';
    *len = n;
    return name;
}

/* What a line marker asks for, applied once the directive is consumed. */
struct marker {
    bool apply;
    uint32_t line;
    uint16_t file;
};

/* `# N "file" flags...` (gcc; is_line_cmd false) or `#line N "file"`.
 * p: after `#` (at the digits) or after `line`.  cudafe++'s diagnostics:
 * 33 no number (#line), 34 number too large, 13 no or a bad file name
 * (the directive is then ignored), 14 extra text (applied anyway). */
static struct marker line_directive(struct lexer *lx, const char *p, const char *eol,
                                    bool is_line_cmd)
{
    struct marker m = { false, 0, lx->file };
    p = skip_blanks(p, eol);
    if (p == eol || !is_digit(*p)) {
        lex_report(lx, DIAG_exp_line_number, p, NULL);
        return m;
    }
    const char *num = p;
    uint64_t n = 0;
    for (; p < eol && is_digit(*p); p++)
        if ((n = n * 10 + (uint64_t)(*p - '0')) > UINT32_MAX)
            n = (uint64_t)UINT32_MAX + 1;   /* stays too large */
    if (n > UINT32_MAX) {
        lex_report(lx, DIAG_bad_line_number, num, NULL);
        return m;
    }
    p = skip_blanks(p, eol);
    if (p < eol) {
        const char *close = *p == '"' ? quoted_end(p, eol) : NULL;
        if (!close) {
            lex_report(lx, DIAG_exp_file_name, p, NULL);
            return m;
        }
        bool system = false, extern_c = false;
        const char *q = skip_blanks(close, eol);
        while (!is_line_cmd && q < eol && is_digit(*q)) {   /* gcc's flags 1 2 3 4 */
            unsigned flag = 0;
            for (; q < eol && is_digit(*q); q++)
                flag = flag < 1000 ? flag * 10 + (unsigned)(*q - '0') : flag;
            system |= flag == 3;
            extern_c |= flag == 4;
            q = skip_blanks(q, eol);
        }
        if (q < eol)
            lex_report(lx, DIAG_extra_text_in_pp_directive, q, NULL);
        const char *q0 = p + 1, *q1 = close - 1;
        if (memchr(q0, '\\', (size_t)(q1 - q0))) {
            size_t len;
            char *name = unescape_name(q0, q1, &len);
            m.file = file_intern(lx, name, len, system, extern_c);
            free(name);
        } else {
            m.file = file_intern(lx, q0, (size_t)(q1 - q0), system, extern_c);
        }
    }
    m.apply = true;
    m.line = (uint32_t)n;
    return m;
}

/* `#ident "text"`: accepted and dropped (cudafe++: 663 without a string,
 * a warning 14 for text after it). */
static void ident_directive(struct lexer *lx, const char *p, const char *eol)
{
    p = skip_blanks(p, eol);
    const char *close = p < eol && *p == '"' ? quoted_end(p, eol) : NULL;
    if (!close) {
        lex_report(lx, DIAG_edg_663, p, NULL);
        return;
    }
    p = skip_blanks(close, eol);
    if (p < eol)
        lex_report_sev(lx, DIAG_extra_text_in_pp_directive, SEV_WARNING, p);
}

/* A directive line from `#` at hash to text_end as one token of kind. */
static struct token line_token(const struct lexer *lx, const char *hash, const char *text_end,
                               enum tok_kind kind)
{
    return (struct token){
        .offset = (uint32_t)(hash - lx->text),
        .len = (uint32_t)(text_end - hash),
        .line = lx->line,
        .col = (uint32_t)(hash - lx->line_start + 1),
        .kind = (uint16_t)kind,
        .file = lx->file,
    };
}

/* `#pragma name args`: a PRAGMA token, or for the nv_diag pragmas a call
 * of on_diag_pragma.  Returns whether it is a token. */
static bool pragma_directive(struct lexer *lx, const char *hash, const char *p, const char *eol,
                             struct token *t)
{
    const char *text_end = eol > p && eol[-1] == '\r' ? eol - 1 : eol;
    const char *name = skip_blanks(p, text_end), *name_end = name;
    while (name_end < text_end && is_ident_char(*name_end))
        name_end++;
    enum diag_pragma_kind kind;
    if (name_end > name && diag_pragma_kind_from_name(name, (size_t)(name_end - name), &kind)) {
        if (lx->on_diag_pragma) {
            struct diag_loc loc;
            struct token where = { .offset = (uint32_t)(hash - lx->text), .line = lx->line,
                                   .file = lx->file };
            lexer_loc(lx, &where, (size_t)(name_end - lx->text), &loc);
            lx->on_diag_pragma(lx->pragma_ctx, kind, name_end, (size_t)(text_end - name_end), &loc);
        }
        return false;
    }
    *t = line_token(lx, hash, text_end, TOK_PRAGMA);
    return true;
}

/* Whether p..eol starts with the directive name `word` (whole word). */
static bool directive_is(const char *p, const char *name_end, const char *word)
{
    size_t len = strlen(word);
    return (size_t)(name_end - p) == len && memcmp(p, word, len) == 0;
}

/* A consumed directive line from `#` at hash to eol, as a DIRECTIVE token
 * for --tokens. */
static void keep_directive(struct lexer *lx, const char *hash, const char *eol)
{
    const char *text_end = eol > hash && eol[-1] == '\r' ? eol - 1 : eol;
    if (lx->ndirectives == lx->directives_cap) {
        lx->directives_cap = lx->directives_cap ? 2 * lx->directives_cap : 16;
        lx->directives = xrealloc(lx->directives, lx->directives_cap * sizeof *lx->directives);
    }
    lx->directives[lx->ndirectives++] = line_token(lx, hash, text_end, TOK_DIRECTIVE);
}

const char *lex_directive(struct lexer *lx, const char *hash, struct token *t, bool *is_token)
{
    *is_token = false;
    const char *eol = directive_end(lx, hash);
    const char *p = skip_blanks(hash + (*hash == '%' ? 2 : 1), eol);
    struct marker m = { false, 0, 0 };
    bool is_marker = false;
    if (p == eol) {
        /* the null directive `#` */
    } else if (is_digit(*p)) {
        m = line_directive(lx, p, eol, false);
        is_marker = true;
    } else {
        const char *name_end = p;
        while (name_end < eol && is_ident_char(*name_end))
            name_end++;
        if (directive_is(p, name_end, "line")) {
            m = line_directive(lx, name_end, eol, true);
            is_marker = true;
        } else if (directive_is(p, name_end, "pragma")) {
            *is_token = pragma_directive(lx, hash, name_end, eol, t);
        } else if (directive_is(p, name_end, "ident")) {
            ident_directive(lx, name_end, eol);
        } else {
            lex_report(lx, DIAG_bad_pp_directive_keyword, p, NULL);
        }
    }
    if (lx->keep_directives && !*is_token && !is_marker)
        keep_directive(lx, hash, eol);
    lex_count_lines(lx, hash, eol);   /* backslash-newlines inside the line */
    if (m.apply) {
        /* The newline ending this line moves to line m.line (unsigned
         * wrap-around makes `# 0` work). */
        lx->line = m.line - 1;
        lx->file = m.file;
    }
    return eol;
}

/* ------------------------------------------------------------------------
 * --tokens and --time_lexer
 * ------------------------------------------------------------------------ */

void lexer_print_tokens(struct lexer *lx, FILE *out)
{
    lx->keep_directives = true;
    size_t n = lexer_lex_all(lx);
    size_t i = 0, k = 0;   /* tokens, and the consumed directive lines merged in by offset */
    while (i < n) {
        const struct token *t = lexer_token(lx, i);
        if (k < lx->ndirectives && lx->directives[k].offset < t->offset)
            t = &lx->directives[k++];
        else
            i++;
        fprintf(out, "%u %u %s %s:%u:%u\n", (unsigned)t->offset, (unsigned)t->len,
                tok_name((enum tok_kind)t->kind), lx->files[t->file].name, (unsigned)t->line,
                (unsigned)t->col);
    }
}

static double cpu_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

void lexer_print_timing(const struct source_file *src, const struct lang_mode *mode,
                        double min_seconds, FILE *out)
{
    double start = cpu_seconds(), spent;
    size_t passes = 0, tokens = 0;
    do {
        struct lexer lx;
        lexer_init(&lx, src, mode, NULL);
        tokens = lexer_lex_all(&lx);
        lexer_free(&lx);
        passes++;
        spent = cpu_seconds() - start;
    } while (spent < min_seconds);
    double per_pass = spent / (double)passes;
    fprintf(out, "%s: %zu bytes, %zu tokens, %zu passes, %.2f ms CPU per pass: "
                 "%.1f MB/s, %.2f Mtokens/s\n",
            src->name, src->size, tokens, passes, per_pass * 1e3,
            (double)src->size / per_pass / 1e6, (double)tokens / per_pass / 1e6);
}
