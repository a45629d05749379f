#ifndef RECALL_QUERY_LEXICON_H
#define RECALL_QUERY_LEXICON_H

#include <stddef.h>

/// How many data files the lexicon embeds.
size_t recall_lexicon_count(void);

/// The embedded data file at `index` (0 ..< count): its file name (NUL-terminated) and its bytes
/// (not NUL-terminated, `*length` bytes). Null for an index out of range.
const unsigned char *recall_lexicon_file(size_t index, const char **name, size_t *length);

#endif
