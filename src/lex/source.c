#include "lex/source.h"

#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>

#include "support/util.h"

const char *source_open_error_suffix(int err, char *buf, size_t size)
{
    if (err == ENOENT || err == 0)
        return "";
    if (err == EISDIR)
        return ": is a directory";
    snprintf(buf, size, ": %s", strerror(err));
    return buf;
}

struct source_file *source_read(const char *path, int *err)
{
    *err = 0;
    struct stat st;
    if (strcmp(path, "-") != 0 && stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
        *err = EISDIR;
        return NULL;
    }
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f) {
        *err = errno;
        return NULL;
    }
    size_t cap = 1 << 16, size = 0;
    char *buf = xmalloc(cap + 1);
    for (;;) {
        if (size == cap) {
            cap *= 2;
            buf = xrealloc(buf, cap + 1);
        }
        size_t n = fread(buf + size, 1, cap - size, f);
        size += n;
        if (n == 0)
            break;
    }
    int failed = ferror(f);
    if (f != stdin)
        fclose(f);
    if (failed) {
        *err = errno ? errno : EIO;
        free(buf);
        return NULL;
    }
    buf[size] = '\0';
    struct source_file *src = xcalloc(1, sizeof *src);
    src->name = path;
    src->text = buf;
    src->size = size;
    return src;
}

void source_free(struct source_file *src)
{
    if (!src)
        return;
    free(src->text);
    free(src);
}
