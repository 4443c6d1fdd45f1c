/* --output_mode=sarif: one SARIF 2.1.0 JSON document on the diagnostics
 * stream, in cudafe++'s layout:
 *
 *   {"version":"2.1.0","$schema":"...","runs":[{"tool":{"driver":{...}},
 *    "columnKind":"unicodeCodePoints","results":[RESULT,RESULT,...]}]}
 *   RESULT = {"ruleId":"EC186","level":"warning","message":{"text":"..."},
 *             "locations":[{"physicalLocation":{"artifactLocation":
 *               {"uri":"file:///cwd/x.cu"},"region":{"startLine":1,"startColumn":30}}}],
 *             "relatedLocations":[{"message":{"text":"note"},"physicalLocation":{...}}]}
 *
 * Where cudafe++ 13.0 writes invalid SARIF, cufe writes valid SARIF:
 *  - results are separated by commas (cudafe++ mostly writes "}{");
 *  - strings are fully JSON-escaped (cudafe++ leaves quotes in file names
 *    as they are) and URIs are percent-encoded;
 *  - level is one of SARIF's: remark -> "note", catastrophe, command-line
 *    and internal errors -> "error" (cudafe++: "remark", "catastrophe");
 *  - command-line and catastrophic errors still close the document
 *    (cudafe++ aborts on a command-line error in SARIF mode);
 *  - the driver is "cufe" with cufe's version, not EDG's;
 *  - ruleId is "EC<internal number>", or the tag for cufe's own
 *    unnumbered diagnostics ("cl_invalid_option");
 *  - supplementary lines are kept, after the message, one per line
 *    (cudafe++ drops them); "Error limit reached." is a result.
 * As in cudafe++: no summary; "At end of source" gives a region with
 * startLine only; notes become relatedLocations of their diagnostic. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "config.h"
#include "diag/diag_private.h"
#include "support/utf8.h"

static const char sarif_header[] =
    "{\"version\":\"2.1.0\","
    "\"$schema\":\"https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/"
    "sarif-schema-2.1.0.json\","
    "\"runs\":[{\"tool\":{\"driver\":{\"name\":\"cufe\",\"version\":\"" PACKAGE_VERSION "\"}},"
    "\"columnKind\":\"unicodeCodePoints\",\"results\":[";

static void start(struct diag_engine *d)
{
    if (d->sarif_open)
        return;
    fputs(sarif_header, d->out);
    d->sarif_open = true;
}

void diag_json_string(FILE *out, const char *s, size_t len)
{
    const unsigned char *p = (const unsigned char *)s;
    fputc('"', out);
    for (size_t i = 0; i < len;) {
        unsigned char c = p[i];
        uint32_t cp;
        size_t n = utf8_decode(p + i, p + len, &cp);
        if (n == 0) {
            fputs("\\ufffd", out);
            i++;
            continue;
        }
        if (n > 1) {
            fwrite(p + i, 1, n, out);
            i += n;
            continue;
        }
        switch (c) {
        case '"': fputs("\\\"", out); break;
        case '\\': fputs("\\\\", out); break;
        case '\b': fputs("\\b", out); break;
        case '\f': fputs("\\f", out); break;
        case '\n': fputs("\\n", out); break;
        case '\r': fputs("\\r", out); break;
        case '\t': fputs("\\t", out); break;
        default:
            if (c < 0x20 || c == 0x7F)
                fprintf(out, "\\u%04x", c);
            else
                fputc(c, out);
        }
        i++;
    }
    fputc('"', out);
}

static void json_cstring(FILE *out, const char *s)
{
    diag_json_string(out, s, strlen(s));
}

/* The message text, supplementary lines appended after newlines. */
static void json_message(FILE *out, const struct diag_msg *m)
{
    fputs("{\"text\":", out);
    if (!m->lines) {
        json_cstring(out, m->text);
    } else {
        size_t size = strlen(m->text) + 1;
        for (const char *const *l = m->lines; *l; l++)
            size += strlen(*l) + 1;
        char *all = malloc(size);
        if (!all) {
            json_cstring(out, m->text);
        } else {
            strcpy(all, m->text);
            for (const char *const *l = m->lines; *l; l++) {
                strcat(all, "\n");
                strcat(all, **l == '\v' ? *l + 1 : *l);   /* (a trailer: its text) */
            }
            json_cstring(out, all);
            free(all);
        }
    }
    fputc('}', out);
}

static const char *level(enum severity sev)
{
    switch (sev) {
    case SEV_NOTE:
    case SEV_REMARK: return "note";
    case SEV_WARNING: return "warning";
    default: return "error";
    }
}

/* Append path with its "." and ".." segments resolved (lexically). */
static void append_normalized(char *buf, size_t *n, const char *path)
{
    for (const char *p = path; *p;) {
        while (*p == '/')
            p++;
        const char *end = strchr(p, '/');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len == 0)
            break;
        if (len == 1 && p[0] == '.') {
            /* nothing */
        } else if (len == 2 && p[0] == '.' && p[1] == '.') {
            while (*n > 0 && buf[*n - 1] != '/')
                (*n)--;
            if (*n > 0)
                (*n)--;   /* the slash */
        } else {
            buf[(*n)++] = '/';
            memcpy(buf + *n, p, len);
            *n += len;
        }
        p += len;
    }
    buf[*n] = '\0';
}

/* file:// URI of a file name from a line marker: the cwd joined with it
 * when relative, normalized, and percent-encoded where a URI needs it
 * (plain names come out as cudafe++ writes them). */
static void json_uri(struct diag_engine *d, const char *file)
{
    if (file[0] != '/' && !d->cwd) {
        char buf[4096];
        d->cwd = strdup(getcwd(buf, sizeof buf) ? buf : "");
    }
    const char *cwd = file[0] == '/' || !d->cwd ? "" : d->cwd;
    char *path = malloc(strlen(cwd) + strlen(file) + 2);
    if (!path) {
        json_cstring(d->out, file);
        return;
    }
    size_t n = 0;
    path[0] = '\0';
    append_normalized(path, &n, cwd);
    append_normalized(path, &n, file);
    if (n == 0)
        strcpy(path, "/");
    FILE *out = d->out;
    fputs("\"file://", out);
    for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
            strchr("/-._~!$&'()*+,;=:@", *p))
            fputc(*p, out);
        else
            fprintf(out, "%%%02X", *p);
    }
    fputc('"', out);
    free(path);
}

/* Column in Unicode code points: UTF-8 lead bytes before the byte column. */
static unsigned code_point_column(const struct diag_loc *loc)
{
    if (!loc->line_text)
        return loc->column;
    unsigned col = 1;
    for (size_t i = 0; i + 1 < loc->column; i++) {
        if (i >= loc->line_len || ((unsigned char)loc->line_text[i] & 0xC0) != 0x80)
            col++;
    }
    return col;
}

static void physical_location(struct diag_engine *d, const struct diag_loc *loc)
{
    fputs("\"physicalLocation\":{\"artifactLocation\":{\"uri\":", d->out);
    json_uri(d, loc->file);
    fprintf(d->out, "},\"region\":{\"startLine\":%u", loc->line);
    if (!loc->at_end && loc->column > 0)
        fprintf(d->out, ",\"startColumn\":%u", code_point_column(loc));
    fputs("}}", d->out);
}

void diag_sarif_begin(struct diag_engine *d, const struct diag_msg *m)
{
    start(d);
    const struct diag_info *info = &diag_infos[m->id];
    if (d->sarif_results++)
        fputc(',', d->out);
    fputs("{\"ruleId\":", d->out);
    if (info->number >= 0)
        fprintf(d->out, "\"EC%d\"", info->number);
    else
        json_cstring(d->out, info->tag);
    fprintf(d->out, ",\"level\":\"%s\",\"message\":", level(m->sev));
    json_message(d->out, m);
    if (m->loc && m->loc->file) {
        fputs(",\"locations\":[{", d->out);
        physical_location(d, m->loc);
        fputs("}]", d->out);
    }
}

void diag_sarif_note(struct diag_engine *d, const struct diag_msg *m)
{
    fputs(d->group_notes ? ",{" : ",\"relatedLocations\":[{", d->out);
    fputs("\"message\":", d->out);
    json_message(d->out, m);
    if (m->loc && m->loc->file) {
        fputc(',', d->out);
        physical_location(d, m->loc);
    }
    fputc('}', d->out);
}

void diag_sarif_end_group(struct diag_engine *d)
{
    fputs(d->group_notes ? "]}" : "}", d->out);
}

void diag_sarif_close(struct diag_engine *d)
{
    if (d->sarif_done)
        return;
    start(d);
    fputs("]}]}\n", d->out);
    d->sarif_done = true;
}
