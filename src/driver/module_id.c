/* The module id: see module_id.h and CONTRACT.md section 5. */
#include "driver/module_id.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "support/util.h"

/* The whole preprocessed input goes through it (module_id_stable_part):
 * four bytes a step ("slicing by 4": table[k] is the CRC of a byte
 * followed by k zero bytes), the same value as a byte at a time. */
uint32_t crc32_of(const void *data, size_t len)
{
    static uint32_t table[4][256];
    if (!table[0][1]) {
        for (uint32_t i = 0; i < 256; i++) {
            uint32_t c = i;
            for (int k = 0; k < 8; k++)
                c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            table[0][i] = c;
        }
        for (uint32_t i = 0; i < 256; i++)
            for (int k = 1; k < 4; k++)
                table[k][i] = (table[k - 1][i] >> 8) ^ table[0][table[k - 1][i] & 0xFF];
    }
    const unsigned char *p = data;
    uint32_t crc = 0xFFFFFFFFu;
    size_t i = 0;
    for (; i + 4 <= len; i += 4) {
        crc ^= (uint32_t)p[i] | (uint32_t)p[i + 1] << 8 | (uint32_t)p[i + 2] << 16 |
               (uint32_t)p[i + 3] << 24;
        crc = table[3][crc & 0xFF] ^ table[2][(crc >> 8) & 0xFF] ^ table[1][(crc >> 16) & 0xFF] ^
              table[0][crc >> 24];
    }
    for (; i < len; i++)
        crc = table[0][(crc ^ p[i]) & 0xFF] ^ (crc >> 8);
    return crc ^ 0xFFFFFFFFu;
}

char *module_id_format(const char *orig_path, const char *file_name, const char *entity_part)
{
    uint32_t a = orig_path ? crc32_of(orig_path, strlen(orig_path)) : 0;
    const char *slash = strrchr(file_name, '/');
    char *base = xstrdup(slash ? slash + 1 : file_name);
    for (char *p = base; *p; p++) {
        unsigned char c = (unsigned char)*p;
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')))
            *p = '_';
    }
    size_t size = strlen(base) + strlen(entity_part) + 40;
    char *id = xmalloc(size);
    snprintf(id, size, "_%08x_%zu_%s_%s", (unsigned)a, strlen(base), base, entity_part);
    free(base);
    return id;
}

char *module_id_entity_part(const char *entity)
{
    size_t len = strlen(entity);
    if (len <= 8)
        return xstrdup(entity);
    char *s = xmalloc(9);
    snprintf(s, 9, "%08x", (unsigned)crc32_of(entity, len));
    return s;
}

char *module_id_pid_part(time_t when, const char *cwd, long pid)
{
    char stamp[64] = "";   /* ctime's "Tue Mar  5 06:07:08 2024\n" */
    if (!ctime_r(&when, stamp))
        stamp[0] = '\0';
    size_t n = strlen(stamp) + strlen(cwd);
    char *text = xmalloc(n + 1);
    strcpy(text, stamp);
    strcat(text, cwd);
    char *s = xmalloc(32);
    snprintf(s, 32, "%08x_%ld", (unsigned)crc32_of(text, n), pid);
    free(text);
    return s;
}

char *module_id_stable_part(const void *input, size_t len, const char *options_text)
{
    char *s = xmalloc(32);
    snprintf(s, 32, "%08x_%u", (unsigned)crc32_of(input, len),
             (unsigned)(crc32_of(options_text, strlen(options_text)) % 10000000u));
    return s;
}

char *module_id_compute(const char *orig_path, const char *file_name, const char *entity,
                        const char *stable_part)
{
    char *part;
    if (entity) {
        part = module_id_entity_part(entity);
    } else if (stable_part) {
        part = xstrdup(stable_part);
    } else {
        struct stat st;
        time_t when = stat(file_name, &st) == 0 ? st.st_mtime : time(NULL);
        char cwd[4096];
        if (!getcwd(cwd, sizeof cwd))
            cwd[0] = '\0';
        part = module_id_pid_part(when, cwd, (long)getpid());
    }
    char *id = module_id_format(orig_path, file_name, part);
    free(part);
    return id;
}

char *module_id_read(const char *path, int *err)
{
    *err = 0;
    FILE *f = fopen(path, "rb");   /* "-" is a file name here, as in cudafe++ */
    if (!f) {
        *err = errno;
        return NULL;
    }
    size_t cap = 64, n = 0;
    char *id = xmalloc(cap);
    size_t got;
    while ((got = fread(id + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (n + 1 == cap)
            id = xrealloc(id, cap *= 2);
    }
    bool failed = ferror(f);
    int saved = errno;
    fclose(f);
    if (failed) {
        *err = saved ? saved : EIO;
        free(id);
        return NULL;
    }
    id[n] = '\0';
    return id;
}
