/* The text format of diagnostics, as cudafe++ prints it:
 *
 *   file(line): warning #186-D: message           (or "At end of source: ")
 *               supplementary line                (12 spaces, if any)
 *     <source line, verbatim>
 *     <caret line>
 *   file(line): note #3196-D: ...                 (notes of the group)
 *   <blank line closing the group>
 *
 * Without a position the severity is capitalized and has no number
 * ("Catastrophic error: ...", "Command-line error: ...", and the hint
 * "Remark: ...").  --brief_diagnostics drops source, caret and blank lines.
 * On a terminal, cudafe++'s colour escapes are added.
 *
 * --diag_format=gnu (cufe's own) prints the layout compilers share, which
 * editors, CI annotators and Emacs compilation-mode read unconfigured:
 *
 *   file:line:col: warning: message [#186-D]
 *     <source line>                               (not with --brief_diagnostics)
 *     <caret line>
 *
 * with no blank line between groups; a diagnostic without a position is
 * "cufe: severity: message". */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag/diag_private.h"

#define ESC_BOLD "\033[01m"
#define ESC_RED "\033[01;31m"
#define ESC_MAGENTA "\033[01;35m"
#define ESC_CYAN "\033[01;36m"
#define ESC_RESET "\033[0m"

static const char *severity_color(enum severity sev)
{
    switch (sev) {
    case SEV_NOTE:
    case SEV_REMARK: return ESC_CYAN;
    case SEV_WARNING: return ESC_MAGENTA;
    default: return ESC_RED;
    }
}

/* cudafe++ opens each coloured span with an empty one: ESC[01mESC[0mESC[01m. */
static void colored(struct diag_engine *d, const char *color, const char *text)
{
    if (d->colors)
        fprintf(d->out, "%s" ESC_RESET "%s%s" ESC_RESET, color, color, text);
    else
        fputs(text, d->out);
}

/* The source line as it is (tabs kept), then a caret under the column:
 * one blank per character (UTF-8 sequence, or byte in Latin-1 input)
 * before it, a tab for a tab.
 *
 * A line longer than LONG_LINE bytes (cudafe++ quotes it whole, however
 * long: 100 errors on a 200 KB line are 20 MB) is cufe's own: a window
 * of WINDOW bytes either side of the column, cut at UTF-8 character
 * starts, with "..." where the line goes on; the caret stays under its
 * character.  Output stays bounded whatever the input. */
enum { LONG_LINE = 4096, WINDOW = 1024 };

static bool char_start(const struct diag_loc *loc, size_t i)
{
    return loc->latin1 || ((unsigned char)loc->line_text[i] & 0xC0) != 0x80;
}

static void print_context(struct diag_engine *d, const struct diag_loc *loc)
{
    if (!loc || !loc->line_text || loc->column == 0 || loc->at_end)
        return;
    size_t before = loc->column - 1;
    size_t from = 0, to = loc->line_len;
    if (loc->line_len > LONG_LINE) {
        size_t at = before < loc->line_len ? before : loc->line_len;
        from = at > WINDOW ? at - WINDOW : 0;
        while (from > 0 && !char_start(loc, from))
            from--;
        to = loc->line_len - at > WINDOW ? at + WINDOW : loc->line_len;
        while (to < loc->line_len && !char_start(loc, to))
            to++;
    }
    fputs(from > 0 ? "  ..." : "  ", d->out);
    fwrite(loc->line_text + from, 1, to - from, d->out);
    fputs(to < loc->line_len ? "...\n  " : "\n  ", d->out);
    if (from > 0)
        fputs("   ", d->out);
    for (size_t i = from; i < before; i++) {
        unsigned char c = i < loc->line_len ? (unsigned char)loc->line_text[i] : ' ';
        if (c == '\t')
            fputc('\t', d->out);
        else if (i >= loc->line_len || char_start(loc, i))   /* not a UTF-8 continuation byte */
            fputc(' ', d->out);
    }
    fputs("^\n", d->out);
}

/* --wrap_diagnostics (text format, not brief, no colours), as cudafe++
 * wraps: words (split at blanks) fill lines of at most 79 columns; a line
 * that is full goes on on the next one, indented 10 more than the line's
 * own indentation; a word longer than a whole line is cut at column 79. */
enum { WRAP_WIDTH = 79, WRAP_INDENT = 10 };

static bool wrapping(const struct diag_engine *d)
{
    return d->wrap && !d->brief && !d->colors;
}

static void print_wrapped(struct diag_engine *d, const char *text)
{
    size_t indent = strspn(text, " ");
    size_t col = 0;
    const char *p = text;
    fwrite(text, 1, indent, d->out);
    col = indent;
    p += indent;
    bool first = true;
    while (*p) {
        size_t len = strcspn(p, " ");
        if (!first && col + 1 + len > WRAP_WIDTH) {
            fputc('\n', d->out);
            for (size_t i = 0; i < indent + WRAP_INDENT; i++)
                fputc(' ', d->out);
            col = indent + WRAP_INDENT;
        } else if (!first) {
            fputc(' ', d->out);
            col++;
        }
        /* A word longer than the room on a fresh line is cut. */
        while (col + len > WRAP_WIDTH && (first || col == indent + WRAP_INDENT)) {
            size_t room = WRAP_WIDTH - col;
            fwrite(p, 1, room, d->out);
            p += room;
            len -= room;
            fputc('\n', d->out);
            for (size_t i = 0; i < indent + WRAP_INDENT; i++)
                fputc(' ', d->out);
            col = indent + WRAP_INDENT;
        }
        fwrite(p, 1, len, d->out);
        col += len;
        p += len;
        first = false;
        while (*p == ' ')
            p++;
    }
    fputc('\n', d->out);
}

/* The context lines that follow the source line (a supplementary line
 * that starts with '\v': "detected during instantiation of ..."),
 * indented by 10 spaces. */
static void print_trailers(struct diag_engine *d, const char *const *lines)
{
    for (; lines && *lines; lines++)
        if (**lines == '\v')
            fprintf(d->out, "          %s\n", *lines + 1);
}

static void print_lines(struct diag_engine *d, const char *const *lines)
{
    for (; lines && *lines; lines++) {
        if (**lines == '\v')
            continue;   /* (a trailer: print_trailers) */
        if (wrapping(d)) {
            size_t n = strlen(*lines) + 13;
            char *line = malloc(n);
            if (!line)
                abort();
            snprintf(line, n, "            %s", *lines);
            print_wrapped(d, line);
            free(line);
        } else {
            fprintf(d->out, "            %s\n", *lines);
        }
    }
}

static void print_gnu(struct diag_engine *d, const struct diag_msg *m)
{
    const struct diag_loc *loc = m->loc;
    if (m->sev == SEV_COMMAND_LINE_ERROR || !diag_has_position(loc)) {
        fputs("cufe: ", d->out);
    } else {
        fputs(loc->file, d->out);
        if (loc->line)
            fprintf(d->out, ":%u", loc->line);
        if (loc->column && !loc->at_end)
            fprintf(d->out, ":%u", loc->column);
        fputs(": ", d->out);
    }
    const char *word = m->sev == SEV_COMMAND_LINE_ERROR ? "command-line error"
                                                         : diag_severity_word(m->sev);
    if (d->colors)
        fprintf(d->out, "%s%s" ESC_RESET, severity_color(m->sev), word);
    else
        fputs(word, d->out);
    fprintf(d->out, ": %s", m->text);
    if (m->numbered)
        fprintf(d->out, " [#%d-D]", diag_infos[m->id].display);
    fputc('\n', d->out);
    print_lines(d, m->lines);
    if (!d->brief && diag_has_position(loc))
        print_context(d, loc);
    print_trailers(d, m->lines);
}

/* "file(line): severity #N-D: message" and what follows it. */
static void print_diagnostic(struct diag_engine *d, const struct diag_msg *m)
{
    if (d->gnu_format) {
        print_gnu(d, m);
        return;
    }
    const struct diag_info *info = &diag_infos[m->id];
    const struct diag_loc *loc = m->loc;
    if (m->sev == SEV_COMMAND_LINE_ERROR) {
        fprintf(d->out, "Command-line error: %s\n", m->text);
        return;
    }
    if (!diag_has_position(loc)) {
        char word[32];
        snprintf(word, sizeof word, "%s", diag_severity_word(m->sev));
        word[0] = (char)toupper((unsigned char)word[0]);
        colored(d, severity_color(m->sev), word);
        fprintf(d->out, ": %s\n", m->text);
        print_lines(d, m->lines);
        return;
    }
    if (wrapping(d)) {
        char *line = NULL;
        size_t size = 0;
        FILE *f = open_memstream(&line, &size);
        if (!f)
            abort();
        if (loc->at_end)
            fputs("At end of source: ", f);
        else
            fprintf(f, "%s(%u): ", loc->file, loc->line);
        fputs(diag_severity_word(m->sev), f);
        if (m->numbered)
            fprintf(f, " #%d-D", info->display);
        fprintf(f, ": %s", m->text);
        fclose(f);
        print_wrapped(d, line);
        free(line);
        print_lines(d, m->lines);
        if (!d->brief)
            print_context(d, loc);
        print_trailers(d, m->lines);
        return;
    }
    if (loc->at_end) {
        fputs("At end of source: ", d->out);
    } else {
        char where[64];
        if (d->colors)
            fputs(ESC_BOLD ESC_RESET ESC_BOLD, d->out);
        fputs(loc->file, d->out);
        snprintf(where, sizeof where, "(%u)", loc->line);
        fputs(where, d->out);
        if (d->colors)
            fputs(ESC_RESET, d->out);
        fputs(": ", d->out);
    }
    if (d->colors)
        fprintf(d->out, "%s%s" ESC_RESET, severity_color(m->sev), diag_severity_word(m->sev));
    else
        fputs(diag_severity_word(m->sev), d->out);
    if (m->numbered)
        fprintf(d->out, " #%d-D", info->display);
    fprintf(d->out, ": %s\n", m->text);
    print_lines(d, m->lines);
    if (!d->brief)
        print_context(d, loc);
    print_trailers(d, m->lines);
}

void diag_text_begin(struct diag_engine *d, const struct diag_msg *m)
{
    print_diagnostic(d, m);
}

void diag_text_note(struct diag_engine *d, const struct diag_msg *m)
{
    print_diagnostic(d, m);
}

void diag_text_end_group(struct diag_engine *d)
{
    if (!d->brief && !d->gnu_format)
        fputc('\n', d->out);
}
