/* The module id (CONTRACT.md section 5): `_<A>_<L>_<B>_<S>`, the name that
 * ties the host file, the stub and the device code of one translation
 * unit together (_NV_ANON_NAMESPACE, _GLOBAL__N_<id>, __NV_MODULE_ID).
 *
 *   A  %08x CRC-32 of --orig_src_path_name (00000000 without it)
 *   B  basename of --orig_src_file_name (else the input), every byte that
 *      is not an ASCII letter or digit turned into '_'; L = its length
 *   S  the mangled (or extern "C") name of the first eligible entity,
 *      verbatim if <= 8 characters, else %08x of its CRC-32; with no
 *      eligible entity "<C>_<pid>", C = %08x CRC-32 of ctime(mtime of the
 *      file B came from, or now if it cannot be stat'ed) + cwd (cudafe++,
 *      --pid_module_id), or cufe's reproducible "<C>_<P>" (below). */
#ifndef CUFE_MODULE_ID_H
#define CUFE_MODULE_ID_H

#include <stddef.h>
#include <stdint.h>
#include <time.h>

/* CRC-32 as zlib computes it (reflected, polynomial 0xEDB88320). */
uint32_t crc32_of(const void *data, size_t len);

/* The id from its parts (all strings; orig_path may be NULL).  The
 * result is malloc'ed. */
char *module_id_format(const char *orig_path, const char *file_name, const char *entity_part);

/* S for an entity name: the name if it has <= 8 characters, else %08x. */
char *module_id_entity_part(const char *entity);

/* S without an entity: "<C>_<pid>" for the given time, cwd and pid. */
char *module_id_pid_part(time_t when, const char *cwd, long pid);

/* S without an entity, reproducible (cufe's default; --pid_module_id
 * gives cudafe++'s form): "<C>_<P>", C = %08x CRC-32 of the input's bytes,
 * P = CRC-32 of the command line's stable part (options_text: every option
 * given but output and temporary paths) modulo 10^7, in decimal -- the
 * shape of the pid form, the same on every run and machine for the same
 * input and command line, different for different inputs. */
char *module_id_stable_part(const void *input, size_t len, const char *options_text);

/* The whole id.  entity is the mangled name of the first eligible entity,
 * or NULL for an entity-less form: stable_part if not NULL, else the pid
 * form (reads the file's mtime, cwd, pid, time). */
char *module_id_compute(const char *orig_path, const char *file_name, const char *entity,
                        const char *stable_part);

/* The id read verbatim from a file (--module_id_file_name without
 * --gen_module_id_file).  NULL with *err = errno if it cannot be read. */
char *module_id_read(const char *path, int *err);

#endif
