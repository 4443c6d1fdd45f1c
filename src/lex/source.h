/* The input buffer: the whole file in memory, NUL-terminated, so the lexer
 * can scan it in place and the host writer can copy spans from it. */
#ifndef CUFE_SOURCE_H
#define CUFE_SOURCE_H

#include <stddef.h>

struct source_file {
    const char *name;
    char *text;      /* size bytes plus a terminating NUL sentinel */
    size_t size;
};

/* Read a file ("-" is standard input).  NULL if it cannot be read, with
 * *err set to the errno value (EISDIR for a directory). */
struct source_file *source_read(const char *path, int *err);

/* cudafe++'s suffix for a file that cannot be opened: "" when it does not
 * exist, ": is a directory", or ": <strerror>" otherwise. */
const char *source_open_error_suffix(int err, char *buf, size_t size);
void source_free(struct source_file *src);

#endif
