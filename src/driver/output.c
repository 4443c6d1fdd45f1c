/* Atomic output files: see output.h. */
#include "driver/output.h"

#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "support/util.h"

struct output_file {
    char *path;                 /* the target name; NULL for stdout */
    char *tmp;                  /* the temporary being written */
    const char *what;
    FILE *f;
    struct output_file *next;   /* in the list of pending files */
};

static struct output_file *pending;

const char *output_error_suffix(int err, char *buf, size_t size)
{
    if (err == ENOENT || err == 0)
        return "";
    snprintf(buf, size, ": %s", strerror(err));
    return buf;
}

static void unlink_pending(struct output_file *o)
{
    for (struct output_file **p = &pending; *p; p = &(*p)->next) {
        if (*p == o) {
            *p = o->next;
            break;
        }
    }
}

static void release(struct output_file *o)
{
    free(o->path);
    free(o->tmp);
    free(o);
}

static _Noreturn void fail(struct diag_engine *d, enum diag_id id, const char *what,
                           const char *path, int err)
{
    char reason[256];
    diag_simple(d, id, what, path, output_error_suffix(err, reason, sizeof reason));
    abort();   /* not reached: the row is a catastrophe */
}

/* The mode the file would get from fopen(path, "w"): the existing file's,
 * or 0666 less the umask. */
static mode_t target_mode(const struct stat *st, bool exists)
{
    if (exists)
        return st->st_mode & 07777;
    mode_t mask = umask(0);
    umask(mask);
    return 0666 & ~mask;
}

struct output_file *output_open(struct diag_engine *d, const char *what, const char *path)
{
    static bool registered;
    if (!registered) {
        atexit(output_abort_all);
        registered = true;
    }
    struct output_file *o = xcalloc(1, sizeof *o);
    o->what = what;
    if (!path) {
        o->f = stdout;
        return o;
    }
    /* Refuse what fopen(path, "w") would refuse, with its errno. */
    struct stat st;
    bool exists = stat(path, &st) == 0;
    if (exists && S_ISDIR(st.st_mode)) {
        free(o);
        fail(d, DIAG_cannot_open_file, what, path, EISDIR);
    }
    if (exists && access(path, W_OK) != 0) {
        int err = errno;
        free(o);
        fail(d, DIAG_cannot_open_file, what, path, err);
    }
    o->path = xstrdup(path);
    size_t n = strlen(path) + 16;
    o->tmp = xmalloc(n);
    snprintf(o->tmp, n, "%s.cufe-XXXXXX", path);
    int fd = mkstemp(o->tmp);
    if (fd < 0) {
        int err = errno;
        release(o);
        fail(d, DIAG_cannot_open_file, what, path, err);
    }
    o->next = pending;
    pending = o;
    if (fchmod(fd, target_mode(&st, exists)) != 0 || !(o->f = fdopen(fd, "wb"))) {
        int err = errno;
        if (!o->f)
            close(fd);
        output_abort(o);
        fail(d, DIAG_cannot_open_file, what, path, err);
    }
    return o;
}

FILE *output_stream(struct output_file *o)
{
    return o->f;
}

void output_commit(struct diag_engine *d, struct output_file *o)
{
    if (!o->path) {
        if (fflush(o->f) != 0 || ferror(o->f))
            fail(d, DIAG_cufe_cannot_write_file, o->what, "-", errno ? errno : EIO);
        free(o);
        return;
    }
    int err = 0;
    if (fflush(o->f) != 0 || ferror(o->f))
        err = errno ? errno : EIO;
    if (fclose(o->f) != 0 && !err)
        err = errno ? errno : EIO;
    o->f = NULL;
    if (!err && rename(o->tmp, o->path) != 0)
        err = errno;
    if (err) {
        char *path = xstrdup(o->path);
        const char *what = o->what;
        output_abort(o);
        fail(d, DIAG_cufe_cannot_write_file, what, path, err);
    }
    unlink_pending(o);
    release(o);
}

void output_abort(struct output_file *o)
{
    if (!o)
        return;
    if (o->path) {
        if (o->f)
            fclose(o->f);
        unlink(o->tmp);
        unlink_pending(o);
    }
    release(o);
}

void output_unlink_temporaries(void)
{
    for (struct output_file *o = pending; o; o = o->next)
        if (o->path && o->tmp)
            unlink(o->tmp);
}

void output_abort_all(void)
{
    while (pending)
        output_abort(pending);
}
